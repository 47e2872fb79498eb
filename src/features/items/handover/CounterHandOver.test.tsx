import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath } from '../../../mocks/apiPath';
import { resetMockWorld, world } from '../../../mocks/world';
import { loggedInState, renderWithProviders, testUser } from '../../../test/renderWithProviders';
import { resetToastDedupe } from '../../../app/toasts';
import ItemDetailsPage from '../details/ItemDetailsPage';

jest.setTimeout(20000);

// Fixtures (src/mocks/world.ts): item-03 Claimed by Sam, poster Alex, keeper Kim Keeper;
// item-06 Returned to Alex, poster Priya, keeper Lee Library.
const kim = testUser({ id: 'u-keeper', name: 'Kim Keeper', role: 'keeper' });
const lee = testUser({ id: 'u-keeper2', name: 'Lee Library', role: 'keeper' });
const ada = testUser({ id: 'u-admin', name: 'Ada Admin', role: 'admin' });
const alex = testUser({ id: 'u-alex', name: 'Alex Rivera' });
const sam = testUser();

const renderItem = (id: string, viewer: typeof sam) =>
  renderWithProviders(<ItemDetailsPage />, {
    route: `/items/${id}`,
    path: '/items/:id',
    preloadedState: {
      ...loggedInState(viewer),
      session: { token: `mock-token-${viewer.id}`, user: viewer },
    },
  });

beforeEach(() => {
  resetMockWorld();
  resetToastDedupe();
});

describe('counter hand-over', () => {
  it("guides the item's keeper through the ID check and the code", async () => {
    const { user } = renderItem('item-03', kim);
    const panel = await screen.findByRole('region', { name: 'Counter hand-over' });
    expect(panel).toHaveTextContent('Claimed by Sam Student');
    expect(panel).toHaveTextContent('Check their photo ID shows Sam Student.');
    expect(panel).not.toHaveTextContent('ownership questions');
    await user.click(screen.getByRole('button', { name: 'Generate OTP' }));
    expect(await screen.findByLabelText('Generated OTP')).toHaveTextContent(/^\d{6}$/);
  });

  it('points to the claim answers when the item has ownership questions', async () => {
    world.items.find((i) => i._id === 'item-03')!.questions = ['What is on the lock screen?'];
    renderItem('item-03', kim);
    const panel = await screen.findByRole('region', { name: 'Counter hand-over' });
    expect(panel).toHaveTextContent('answers to the ownership questions under Claims');
  });

  it('lets an admin run the counter too: the checks, the hand-over, the code and Edit', async () => {
    renderItem('item-03', ada);
    const panel = await screen.findByRole('region', { name: 'Counter hand-over' });
    expect(panel).toHaveTextContent('Check their photo ID shows Sam Student.');
    expect(
      within(panel).getByRole('button', { name: 'Photo ID checked: hand over' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Generate OTP' })).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('can generate the code');
    expect(screen.getByRole('button', { name: 'Edit Item' })).toBeInTheDocument();
  });

  it('is not shown to the claimant, who enters the code as before', async () => {
    renderItem('item-03', sam);
    expect(await screen.findByRole('button', { name: 'Mark as Returned' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Counter hand-over' })).not.toBeInTheDocument();
  });
});

describe('receipt buttons', () => {
  it('lets the claimant download the receipt, without e-mailing it', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiPath('/items/:id/receipt'), ({ request }) => {
        asked.push(new URL(request.url).pathname);
      }),
    );
    Object.assign(URL, {
      createObjectURL: jest.fn(() => 'blob:receipt'),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderItem('item-06', alex);
    await user.click(await screen.findByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(asked).toEqual([expect.stringMatching(/\/items\/item-06\/receipt$/)]);
    expect(screen.queryByRole('button', { name: 'E-mail receipt' })).not.toBeInTheDocument();
    click.mockRestore();
  });

  it("lets the item's keeper e-mail it to both sides", async () => {
    server.use(
      http.post(apiPath('/items/:id/receipt/email'), () =>
        HttpResponse.json({ message: 'Receipt sent to both sides.' }),
      ),
    );
    const { user } = renderItem('item-06', lee);
    await user.click(await screen.findByRole('button', { name: 'E-mail receipt' }));
    expect(await screen.findByText('Receipt sent to both sides.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download receipt' })).toBeInTheDocument();
  });

  it('shows no receipt to anyone else', async () => {
    renderItem('item-06', sam);
    await screen.findByRole('heading', { name: 'Grey Hoodie' });
    expect(screen.queryByRole('button', { name: 'Download receipt' })).not.toBeInTheDocument();
  });

  it('shows no receipt before the hand-over', async () => {
    renderItem('item-03', kim);
    await screen.findByRole('region', { name: 'Counter hand-over' });
    expect(screen.queryByRole('button', { name: 'Download receipt' })).not.toBeInTheDocument();
  });
});
