import { EventEmitter } from 'node:events';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/AppProviders';
import { makeStore, type AppStore } from '../../../app/store';
import { loggedOut } from '../../../app/sessionSlice';
import { resetToastDedupe } from '../../../app/toasts';
import { apiPath } from '../../../mocks/apiPath';
import { server } from '../../../mocks/server';
import { resetMockWorld, world } from '../../../mocks/world';
import { renderWithProviders, testUser } from '../../../test/renderWithProviders';
import ItemDetailsPage from '../details/ItemDetailsPage';
import type { AppSocket } from '../../../app/realtime/socketClient';
import type { SessionUser } from '../../../app/sessionSlice';

jest.setTimeout(20000);

/*
 * docs/product.md#counter-hand-over: staff at the desk finish the hand-over themselves, or take
 * the claimant's code on their screen, and the panel follows the item live.
 * Fixtures (src/mocks/world.ts): item-03 "iPhone 14 in Green Case", Claimed by Sam Student,
 * posted by Alex, kept by Kim Keeper; Karl Custodian keeps the same desk on the next shift.
 */
const kim = testUser({ id: 'u-keeper', name: 'Kim Keeper', role: 'keeper' });
const karl = testUser({ id: 'u-keeper-2', name: 'Karl Custodian', role: 'keeper' });
const rosa = testUser({ id: 'u-keeper-3', name: 'Rosa Reception', role: 'keeper' });

const session = (viewer: SessionUser) => ({
  session: { token: `mock-token-${viewer.id}`, user: viewer },
});
const renderItem = (viewer: SessionUser) =>
  renderWithProviders(<ItemDetailsPage />, {
    route: '/items/item-03',
    path: '/items/:id',
    preloadedState: session(viewer),
  });
const phone = () => world.items.find((i) => i._id === 'item-03')!;
/** The server says the viewer is on duty at the desk that holds it (the item read's flag). */
const onDutyHere = () => Object.assign(phone(), { actsForOffice: true });

/** What the counter calls sent, by path. */
function recordCounterCalls() {
  const sent: { path: string; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.includes('/handover/')) sent.push({ path, body: await request.clone().json() });
  });
  return sent;
}

beforeEach(() => {
  resetMockWorld();
  resetToastDedupe();
});
afterEach(() => server.events.removeAllListeners('request:start'));

describe('the counter finishes the hand-over', () => {
  it('lets the next shift at the desk hand it over after the photo ID check', async () => {
    onDutyHere();
    const sent = recordCounterCalls();
    const { user } = renderItem(karl);
    const panel = await screen.findByRole('region', { name: 'Counter hand-over' });
    expect(panel).toHaveTextContent('Check their photo ID shows Sam Student.');
    expect(within(panel).getByLabelText(/What was checked/)).toHaveValue('photo ID');
    await user.click(within(panel).getByRole('button', { name: 'Photo ID checked: hand over' }));

    expect(await screen.findByText('Handed over. The item is marked as Returned.')).toBeVisible();
    expect(sent).toEqual([
      { path: '/api/v1/items/item-03/handover/staff', body: { checked: 'photo ID' } },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Counter hand-over' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText(/^Returned to its owner on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download receipt' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'E-mail receipt' })).toBeVisible();
  });

  it('asks what was checked before handing over', async () => {
    onDutyHere();
    const sent = recordCounterCalls();
    const { user } = renderItem(karl);
    const field = await screen.findByLabelText(/What was checked/);
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Photo ID checked: hand over' }));
    expect(await screen.findByText('Please say what was checked.')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it("takes the claimant's code typed on the counter's screen", async () => {
    onDutyHere();
    const sent = recordCounterCalls();
    const { user } = renderItem(karl);
    const field = await screen.findByLabelText('Code typed by the claimant');
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Hand over with the code' }));
    expect(
      await screen.findByText('Hand-over confirmed. The item is marked as Returned.'),
    ).toBeVisible();
    expect(sent).toEqual([
      { path: '/api/v1/items/item-03/handover/counter-code', body: { otp: '123456' } },
    ]);
    expect(await screen.findByRole('button', { name: 'Download receipt' })).toBeVisible();
  });

  it("shows the server's refusal of a wrong code and stays on the panel", async () => {
    onDutyHere();
    server.use(
      http.post(apiPath('/items/:id/handover/counter-code'), () =>
        Response.json({ message: 'Invalid or expired OTP.', code: 'BAD_REQUEST' }, { status: 400 }),
      ),
    );
    const { user } = renderItem(karl);
    await user.type(await screen.findByLabelText('Code typed by the claimant'), '000000');
    await user.click(screen.getByRole('button', { name: 'Hand over with the code' }));
    expect(await screen.findByText('Failed to verify OTP: Invalid or expired OTP.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Counter hand-over' })).toBeVisible();
  });

  it('offers nothing of the counter to a keeper of another desk', async () => {
    renderItem(rosa);
    await screen.findByRole('heading', { name: 'iPhone 14 in Green Case' });
    expect(screen.queryByRole('region', { name: 'Counter hand-over' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate OTP' })).not.toBeInTheDocument();
  });
});

/** The server's side of a socket.io client: `receive` plays an event from the server. */
class FakeSocket extends EventEmitter {
  connected = true;
  connect = () => this;
  disconnect = () => this;
  override emit(): boolean {
    return true;
  }
  receive(event: string, ...args: unknown[]) {
    act(() => void super.emit(event, ...args));
  }
}

describe('the panel follows the item live', () => {
  let store: AppStore | null = null;
  afterEach(() => {
    // Closes the socket; the page is still on screen.
    act(() => void store?.dispatch(loggedOut()));
    store = null;
  });

  it('turns into "Returned" with the receipt when the claimant enters the code on their device', async () => {
    let socket: FakeSocket | null = null;
    store = makeStore(session(kim), {
      loadSocketFactory: async () => () => {
        socket = new FakeSocket();
        return socket as unknown as AppSocket;
      },
    });
    const router = createMemoryRouter([{ path: '/items/:id', element: <ItemDetailsPage /> }], {
      initialEntries: ['/items/item-03'],
    });
    render(
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Generate OTP' }));
    expect(await screen.findByLabelText('Generated OTP')).toHaveTextContent(/^\d{6}$/);
    expect(screen.getByRole('button', { name: 'Generate New OTP' })).toBeVisible();
    await waitFor(() => expect(socket).not.toBeNull());

    // Sam types the code on their phone: the server returns the item and tells its people.
    Object.assign(phone(), { status: 'Returned', returnedAt: new Date().toISOString() });
    socket!.receive('itemChanged', { itemId: 'item-03', status: 'Returned' });

    expect(await screen.findByText(/^Returned to its owner on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Counter hand-over' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Generated OTP')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate New OTP' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download receipt' })).toBeVisible();
  });
});
