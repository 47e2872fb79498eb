import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { resetMockWorld, world } from '../../../mocks/world';
import { renderWithProviders, testUser } from '../../../test/renderWithProviders';
import { resetToastDedupe } from '../../../app/toasts';
import ItemDetailsPage from './ItemDetailsPage';

jest.setTimeout(20000);

// Fixtures (src/mocks/world.ts): item-02 Blue Backpack, Found, poster Priya, no ownership
// questions; Grey Hoodie, Returned (23 March 2025), poster Priya, claimant Alex.
const sam = testUser();
const priya = testUser({ id: 'u-priya', name: 'Priya Shah', email: 'priya@campus.edu' });

const renderItem = (id: string, viewer = sam) =>
  renderWithProviders(<ItemDetailsPage />, {
    route: `/items/${id}`,
    path: '/items/:id',
    preloadedState: { session: { token: `mock-token-${viewer.id}`, user: viewer } },
  });

/** The claim requests the page sent. */
let claims: string[] = [];
beforeEach(() => {
  resetMockWorld();
  resetToastDedupe();
  claims = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/claim'))
      claims.push(new URL(request.url).pathname);
  });
});
afterEach(() => server.events.removeAllListeners('request:start'));

const claimButton = () => screen.findByRole('button', { name: 'Claim Item' });
const confirmDialog = () => screen.findByRole('dialog', { name: 'Claim this item?' });

describe('Claim Item on a Found item without ownership questions (docs/product.md#screens)', () => {
  it('asks first, says what happens, and sends nothing on Cancel', async () => {
    const { user } = renderItem('item-02');
    await user.click(await claimButton());
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent(
      '“Blue Backpack” will be marked Claimed by you. The finder will be told; hand-over needs the code they give you.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(claims).toEqual([]);
    // Focus is back on the button that opened the dialog.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Claim Item' })).toHaveFocus());
  });

  it('claims on Confirm, then reads "Already Claimed" with focus on Message Owner', async () => {
    const { user } = renderItem('item-02');
    await user.click(await claimButton());
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Item claimed successfully')).toBeInTheDocument();
    expect(claims).toEqual(['/api/v1/items/item-02/claim']);
    expect(await screen.findByRole('button', { name: 'Already Claimed' })).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Message Owner' })).toHaveFocus(),
    );
  });

  it('works from the keyboard: Escape closes it unsent, Enter on Confirm claims', async () => {
    const { user } = renderItem('item-02');
    const claim = await claimButton();
    act(() => claim.focus());
    await user.keyboard('{Enter}');
    await confirmDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(claims).toEqual([]);
    await user.keyboard('{Enter}');
    const dialog = await confirmDialog();
    act(() => within(dialog).getByRole('button', { name: 'Confirm' }).focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Already Claimed' })).toBeDisabled();
    expect(claims).toHaveLength(1);
  });

  it('closes the dialog and toasts when the claim is refused', async () => {
    server.use(
      http.post(apiPath('/items/:id/claim'), () =>
        HttpResponse.json(errorBody('Item already claimed', 'CONFLICT'), { status: 409 }),
      ),
    );
    const { user } = renderItem('item-02');
    await user.click(await claimButton());
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Failed to claim item: Item already claimed'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Claim Item' })).toBeEnabled();
  });
});

describe('Claim Item on a Lost report (docs/product.md#screens)', () => {
  it('asks first as on a Found item, sends nothing on Cancel and claims on Confirm', async () => {
    // item-01 Black Leather Wallet: Alex's Lost report, no ownership questions.
    const { user } = renderItem('item-01');
    await user.click(await claimButton());
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent(
      '“Black Leather Wallet” will be marked Claimed by you, as the one who has it. Its owner will be told; hand-over needs the code they give you.',
    );
    expect(claims).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(claims).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Claim Item' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Claim Item' }));
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Item claimed successfully')).toBeInTheDocument();
    expect(claims).toEqual(['/api/v1/items/item-01/claim']);
    expect(await screen.findByRole('button', { name: 'Already Claimed' })).toBeDisabled();
  });
});

describe('A Returned item (docs/product.md#screens)', () => {
  const hoodie = () => world.items.find((item) => item.title === 'Grey Hoodie')!._id;

  it('says "Returned to its owner" with the date, not "Already Claimed"', async () => {
    renderItem(hoodie());
    expect(await screen.findByText('Returned to its owner on 03/23/2025')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Already Claimed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim Item' })).not.toBeInTheDocument();
    // Sam is not its claimant: nothing to message the owner about (ItemStatePages.test.tsx).
    expect(screen.queryByRole('button', { name: 'Message Owner' })).not.toBeInTheDocument();
  });

  it('says it to the poster too', async () => {
    renderItem(hoodie(), priya);
    expect(await screen.findByText('Returned to its owner on 03/23/2025')).toBeInTheDocument();
  });
});
