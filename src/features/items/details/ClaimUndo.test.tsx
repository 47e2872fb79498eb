import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { resetMockWorld } from '../../../mocks/world';
import { renderWithProviders, testUser } from '../../../test/renderWithProviders';
import { resetToastDedupe } from '../../../app/toasts';
import ItemDetailsPage from './ItemDetailsPage';

jest.setTimeout(20000);

// Fixtures (src/mocks/world.ts): item-03 iPhone 14 in Green Case, Claimed by Sam (poster Alex,
// keeper Kim); item-08 Passport, posted by Sam, Claimed by Priya; item-17 Denim Jacket, posted
// by Sam, with Priya's claim waiting for review.
const sam = testUser();
const priya = testUser({ id: 'u-priya', name: 'Priya Shah', email: 'priya@campus.edu' });
const alex = testUser({ id: 'u-alex', name: 'Alex Rivera', email: 'alex@campus.edu' });
const admin = testUser({ id: 'u-admin', name: 'Ada Admin', role: 'admin' });

const renderItem = (id: string, viewer = sam) =>
  renderWithProviders(<ItemDetailsPage />, {
    route: `/items/${id}`,
    path: '/items/:id',
    preloadedState: { session: { token: `mock-token-${viewer.id}`, user: viewer } },
  });

/** The withdraw and release requests the page sent, with their bodies. */
let sent: { path: string; body: unknown }[] = [];
beforeEach(() => {
  resetMockWorld();
  resetToastDedupe();
  sent = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && /\/claim\/(withdraw|release)$/.test(request.url)) {
      const text = await request.clone().text();
      sent.push({ path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null });
    }
  });
});
afterEach(() => server.events.removeAllListeners('request:start'));

const withdrawDialog = () => screen.findByRole('dialog', { name: 'Withdraw your claim?' });
const releaseDialog = () => screen.findByRole('dialog', { name: 'Release this claim?' });

describe('Withdraw my claim (docs/product.md#withdrawing-and-releasing-a-claim)', () => {
  it('asks first, sends nothing on Cancel, and withdraws on Withdraw', async () => {
    const { user } = renderItem('item-03');
    await user.click(await screen.findByRole('button', { name: 'Withdraw my claim' }));
    const dialog = await withdrawDialog();
    expect(dialog).toHaveTextContent(
      '“iPhone 14 in Green Case” goes back to the status it had before your claim, its hand-over code stops working and the finder is told.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Withdraw my claim' }));
    await user.click(within(await withdrawDialog()).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Claim withdrawn.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/api/v1/items/item-03/claim/withdraw', body: null }]);
    // The item page is fetched again: open, so Claim Item is offered again.
    expect(await screen.findByRole('button', { name: 'Claim Item' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Withdraw my claim' })).not.toBeInTheDocument();
  });

  it('is offered for a claim waiting for review, from the keyboard', async () => {
    const { user } = renderItem('item-17', priya);
    expect(await screen.findByRole('button', { name: 'Claim Pending Review' })).toBeDisabled();
    act(() => screen.getByRole('button', { name: 'Withdraw my claim' }).focus());
    await user.keyboard('{Enter}');
    const dialog = await withdrawDialog();
    expect(dialog).toHaveTextContent('Your answers for “Denim Jacket” are withdrawn');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
    await user.keyboard('{Enter}');
    const withdraw = within(await withdrawDialog()).getByRole('button', { name: 'Withdraw' });
    act(() => withdraw.focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Claim withdrawn.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Claim Item' })).toBeEnabled();
  });

  it('is not offered to the poster, who releases instead', async () => {
    renderItem('item-03', alex);
    expect(await screen.findByRole('button', { name: 'Release claim' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw my claim' })).not.toBeInTheDocument();
  });

  it('toasts the server refusal and closes the dialog', async () => {
    server.use(
      http.post(apiPath('/items/:id/claim/withdraw'), () =>
        HttpResponse.json(errorBody('This item has already been handed over.', 'CONFLICT'), {
          status: 409,
        }),
      ),
    );
    const { user } = renderItem('item-03');
    await user.click(await screen.findByRole('button', { name: 'Withdraw my claim' }));
    await user.click(within(await withdrawDialog()).getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText('Failed to withdraw claim: This item has already been handed over.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Release claim (docs/product.md#withdrawing-and-releasing-a-claim)', () => {
  it('wants a reason the claimant will see, then releases with it', async () => {
    const { user } = renderItem('item-08');
    await user.click(await screen.findByRole('button', { name: 'Release claim' }));
    const dialog = await releaseDialog();
    expect(dialog).toHaveTextContent('“Passport” will no longer be claimed by Priya Shah');
    const field = within(dialog).getByRole('textbox', {
      name: 'Why are you releasing this claim?',
    });
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription('The claimant will see this reason. 0/500');
    expect(field).toHaveAttribute('maxlength', '500');

    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(field, '  The photo shows a different cover. ');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('Claim released.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: '/api/v1/items/item-08/claim/release',
        body: { reason: 'The photo shows a different cover.' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Release claim' })).not.toBeInTheDocument(),
    );
  });

  it('is offered to an admin, closes on Cancel unsent, and stays open on a refusal', async () => {
    server.use(
      http.post(apiPath('/items/:id/claim/release'), () =>
        HttpResponse.json(errorBody('This item is not claimed.', 'CONFLICT'), { status: 409 }),
      ),
    );
    const { user } = renderItem('item-08', admin);
    await user.click(await screen.findByRole('button', { name: 'Release claim' }));
    let dialog = await releaseDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Release claim' }));
    dialog = await releaseDialog();
    await user.type(within(dialog).getByRole('textbox'), 'Not the owner');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(
      await screen.findByText('Failed to release claim: This item is not claimed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Release this claim?' })).toBeInTheDocument();
  });

  it('is not offered to the claimant', async () => {
    renderItem('item-08', priya);
    expect(await screen.findByRole('button', { name: 'Withdraw my claim' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Release claim' })).not.toBeInTheDocument();
  });

  it('is not offered to a stranger', async () => {
    renderItem('item-08', alex);
    expect(await screen.findByRole('button', { name: 'Already Claimed' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Release claim' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw my claim' })).not.toBeInTheDocument();
  });
});
