import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { resetMockWorld, world } from '../../../mocks/world';
import { loggedInState, renderWithProviders, testUser } from '../../../test/renderWithProviders';
import { resetToastDedupe } from '../../../app/toasts';
import ItemDetailsPage from './ItemDetailsPage';

jest.setTimeout(20000);

// Fixtures (src/mocks/world.ts):
// item-01 Lost, poster Alex, no keeper, not claimed   item-02 Found, keeper Kim Keeper
// item-03 Claimed, poster Alex, claimant Sam (u-student)   item-04 Found, poster Sam
// item-08 Claimed, poster Sam, claimant Priya
const sam = testUser();
const priya = testUser({ id: 'u-priya', name: 'Priya Shah', email: 'priya@campus.edu' });
const keeper = testUser({ id: 'u-keeper2', name: 'Lee Library', role: 'keeper' });

const renderItem = (id: string, viewer = sam as typeof sam | null) =>
  renderWithProviders(<ItemDetailsPage />, {
    route: `/items/${id}`,
    path: '/items/:id',
    // The mocks know the caller by a `mock-token-<userId>` token.
    preloadedState: viewer
      ? { ...loggedInState(viewer), session: { token: `mock-token-${viewer.id}`, user: viewer } }
      : undefined,
  });

beforeEach(() => {
  resetMockWorld();
  resetToastDedupe();
});

describe('ItemDetailsPage', () => {
  it('shows the facts with defaults and sends a visitor who claims to /login', async () => {
    const { user, router } = renderItem('item-01', null);
    expect(
      await screen.findByRole('heading', { name: 'Black Leather Wallet' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Alex Rivera')).toBeInTheDocument();
    expect(screen.getByText('03/28/2025')).toBeInTheDocument();
    expect(screen.getByText('Not Assigned')).toBeInTheDocument();
    expect(screen.getByText('Not Claimed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Item' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim Item' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the day an imported item was found, from the office's log", async () => {
    const item = world.items.find((i) => i._id === 'item-02')!;
    item.foundOn = '2026-03-14';
    renderItem('item-02');
    const fact = await screen.findByText('Found on');
    expect(fact.nextElementSibling).toHaveTextContent('03/14/2026');
  });

  it('enlarges the image in a dialog', async () => {
    const { user } = renderItem('item-01', null);
    await user.click(await screen.findByRole('button', { name: 'Enlarge image' }));
    expect(
      await screen.findByRole('img', { name: 'Black Leather Wallet (enlarged)' }),
    ).toBeVisible();
  });

  it('lets the poster edit inline (no Claim for the poster)', async () => {
    const { user } = renderItem('item-04');
    await user.click(await screen.findByRole('button', { name: 'Edit Item' }));
    expect(screen.queryByRole('button', { name: 'Claim Item' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remove Image' })).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    await user.type(title, 'Dorm Keys (2)');
    await user.click(screen.getByRole('checkbox', { name: 'Remove Image' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Item updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dorm Keys (2)' })).toBeInTheDocument();
    expect(world.items.find((i) => i._id === 'item-04')?.image).toBeNull();
  });

  it('edits the category with the same select as Create, sending its name', async () => {
    let sent: FormDataEntryValue | null = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/items/'))
        sent = (await request.clone().formData()).get('category');
    });
    const { user } = renderItem('item-04');
    await user.click(await screen.findByRole('button', { name: 'Edit Item' }));
    const category = screen.getByRole('combobox', { name: 'Category' });
    await user.click(category);
    await user.click(await screen.findByRole('option', { name: 'Clothing' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Item updated successfully')).toBeInTheDocument();
    expect(sent).toBe('Clothing');
    server.events.removeAllListeners('request:start');
  });

  it('lets another user claim, then shows "Already Claimed"', async () => {
    const { user } = renderItem('item-01');
    await user.click(await screen.findByRole('button', { name: 'Claim Item' }));
    // A Lost report's claim asks first too (ClaimConfirm.test.tsx).
    const dialog = await screen.findByRole('dialog', { name: 'Claim this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Item claimed successfully')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Already Claimed' })).toBeDisabled();
    expect(screen.getByText('Sam Student')).toBeInTheDocument();
  });

  it('disables Claim on a Claimed item', async () => {
    renderItem('item-03', priya);
    expect(await screen.findByRole('button', { name: 'Already Claimed' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Message Owner' })).toBeEnabled();
  });

  it('opens a conversation with the owner and goes to its thread', async () => {
    server.use(
      http.post(apiPath('/conversations'), () =>
        HttpResponse.json(
          {
            message: 'Conversation created',
            conversation: {
              _id: 'conv-9',
              item: { _id: 'item-01', title: 'Black Leather Wallet', status: 'Lost' },
              participants: [
                { _id: 'u-student', name: 'Sam Student' },
                { _id: 'u-alex', name: 'Alex Rivera' },
              ],
              lastMessage: null,
              updatedAt: '2025-03-28T10:00:00.000Z',
            },
          },
          { status: 201 },
        ),
      ),
    );
    const { user, router } = renderItem('item-01');
    await user.click(await screen.findByRole('button', { name: 'Message Owner' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/conv-9'));
  });

  it('offers "Assign Myself as Keeper" to a keeper only while no keeper is set', async () => {
    const { user, unmount } = renderItem('item-01', keeper);
    await user.click(await screen.findByRole('button', { name: 'Assign Myself as Keeper' }));
    expect(await screen.findByText('Lee Library')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Assign Myself as Keeper' }),
      ).not.toBeInTheDocument(),
    );
    unmount();
    renderItem('item-02', keeper);
    await screen.findByRole('heading', { name: 'Blue Backpack' });
    expect(
      screen.queryByRole('button', { name: 'Assign Myself as Keeper' }),
    ).not.toBeInTheDocument();
  });

  it('hides "Assign Myself as Keeper" from a non-keeper', async () => {
    renderItem('item-01');
    await screen.findByRole('heading', { name: 'Black Leather Wallet' });
    expect(
      screen.queryByRole('button', { name: 'Assign Myself as Keeper' }),
    ).not.toBeInTheDocument();
  });

  it('shows the generated OTP to the poster of a Claimed item', async () => {
    const { user } = renderItem('item-08');
    await user.click(await screen.findByRole('button', { name: 'Generate OTP' }));
    const code = await screen.findByLabelText('Generated OTP');
    expect(code.textContent).toMatch(/^\d{6}$/);
    expect(code.textContent).toBe(world.otps['item-08']);
    expect(screen.getByText(/^Expires at \d{2}\/\d{2}\/\d{4}/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Returned' })).not.toBeInTheDocument();
  });

  it('shows the 403 text when the server refuses to generate', async () => {
    server.use(
      http.post(apiPath('/items/:id/generate-otp'), () =>
        HttpResponse.json(errorBody('Forbidden', 'FORBIDDEN'), { status: 403 }),
      ),
    );
    const { user } = renderItem('item-08');
    await user.click(await screen.findByRole('button', { name: 'Generate OTP' }));
    expect(
      await screen.findByText(
        'Only the poster, the staff of the desk that holds the item or an admin can generate OTP.',
      ),
    ).toBeInTheDocument();
  });

  it('lets the claimant enter the OTP and mark the item Returned', async () => {
    const { user } = renderItem('item-03');
    await user.click(await screen.findByRole('button', { name: 'Mark as Returned' }));
    expect(screen.getByText('Please enter the OTP.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate OTP' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'OTP' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Mark as Returned' }));
    expect(screen.getByText('Please enter the OTP.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'OTP' }));
    await user.type(screen.getByRole('textbox', { name: 'OTP' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Mark as Returned' }));
    expect(await screen.findByText('Item marked as returned')).toBeInTheDocument();
    expect(await screen.findAllByText('Returned')).not.toHaveLength(0);
    expect(world.items.find((i) => i._id === 'item-03')?.status).toBe('Returned');
  });

  it('toasts a wrong OTP', async () => {
    server.use(
      http.post(apiPath('/items/:id/verify-otp'), () =>
        HttpResponse.json(errorBody('Invalid or expired OTP.', 'BAD_REQUEST'), { status: 400 }),
      ),
    );
    const { user } = renderItem('item-03');
    await user.type(await screen.findByRole('textbox', { name: 'OTP' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Mark as Returned' }));
    expect(
      await screen.findByText('Failed to verify OTP: Invalid or expired OTP.'),
    ).toBeInTheDocument();
  });

  it('shares the link through the clipboard', async () => {
    const { user } = renderItem('item-01', null);
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(await screen.findByRole('button', { name: 'Share Item' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/items/item-01`);
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
  });

  it('offers Retry Fetch when the item cannot be loaded', async () => {
    const { user } = renderItem('no-such-item', null);
    expect(await screen.findByText('Item not found or failed to load.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load item: Item not found.')).toBeInTheDocument();
    world.items[0]._id = 'no-such-item';
    await user.click(screen.getByRole('button', { name: 'Retry Fetch' }));
    expect(
      await screen.findByRole('heading', { name: 'Black Leather Wallet' }),
    ).toBeInTheDocument();
  });
});
