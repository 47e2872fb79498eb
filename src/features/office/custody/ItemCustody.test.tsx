import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { resetMockWorld, world } from '../../../mocks/world';
import { renderApp, testUser } from '../../../test/renderWithProviders';
import { axeViolations } from '../../../test/axe';

jest.setTimeout(30000);

// Fixtures (src/mocks/world.ts):
// item-02 Blue Backpack, Found, poster Priya, keeper Kim, stored "Security office, shelf B3"
// item-03 iPhone 14 in Green Case, Claimed by Sam, poster Alex, keeper Kim, stored at the gym
const sam = testUser();
const priya = testUser({ id: 'u-priya', name: 'Priya Shah', email: 'priya@campus.edu' });
const kim = testUser({ id: 'u-keeper', name: 'Kim Keeper', role: 'keeper' });
const ada = testUser({ id: 'u-admin', name: 'Ada Admin', role: 'admin' });

const openItem = (id: string, viewer: typeof sam | null) =>
  renderApp({
    route: `/items/${id}`,
    // The mocks know the caller by a `mock-token-<userId>` token.
    preloadedState: viewer ? { session: { token: `mock-token-${viewer.id}`, user: viewer } } : {},
  });

/**
 * The server tells the storage place only to the poster, the claimant, keepers and admins
 * (docs/product.md#references-storage-and-custody): to anyone else the item comes without it.
 */
const answerWithoutStorage = () =>
  server.use(
    http.get(apiPath('/items/:id'), ({ params }) => {
      const item = world.items.find((i) => i._id === params.id)!;
      return HttpResponse.json({ item: { ...item, storageLocation: null } });
    }),
  );

const section = (name: string) => screen.findByRole('region', { name });
const timeline = async () => within(await section('History')).findByRole('list');
const entries = async () =>
  within(await timeline())
    .getAllByRole('listitem')
    .map((li) => li.textContent);

let requested: string[] = [];
beforeEach(() => {
  resetMockWorld();
  requested = [];
  server.events.on('request:start', ({ request }) => {
    requested.push(new URL(request.url).pathname);
  });
});
afterEach(() => server.events.removeAllListeners('request:start'));

describe('References, storage and custody on the item page', () => {
  it('shows every visitor the reference, and nothing of storage or history', async () => {
    answerWithoutStorage();
    const { container } = openItem('item-02', null);
    await screen.findByRole('heading', { name: 'Blue Backpack', level: 1 });
    expect(screen.getByText('LF-2026-00002')).toBeInTheDocument();
    expect(screen.getByText('LF-2026-00002').closest('.MuiChip-root')).toHaveTextContent(
      'Reference LF-2026-00002',
    );
    expect(screen.queryByRole('region', { name: 'Storage' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
    expect(screen.queryByText(/shelf B3/)).not.toBeInTheDocument();
    expect(requested.some((path) => path.endsWith('/history'))).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lets the keeper change where the item is kept, and the history records it', async () => {
    const { container, user } = openItem('item-02', kim);
    const storage = await section('Storage');
    const field = within(storage).getByRole('combobox', { name: 'Storage place' });
    expect(field).toHaveValue('Security office, shelf B3');
    const save = within(storage).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(await entries()).toEqual([
      expect.stringMatching(/^Posted.*by Priya Shah$/),
      expect.stringMatching(/^Keeper assigned: Kim Keeper.*by Kim Keeper$/),
      expect.stringMatching(/^Stored: Security office, shelf B3/),
    ]);
    expect(await axeViolations(container)).toEqual([]);

    await user.clear(field);
    await user.type(field, 'Library desk, box 7{Enter}');
    expect(await screen.findByText('Storage place saved')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await entries()).at(-1)).toMatch(/^Stored: Library desk, box 7\d{2}\/\d{2}\/\d{4}/),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Storage place' })).toHaveValue(
        'Library desk, box 7',
      ),
    );
  });

  it('lets an admin clear the place', async () => {
    const { user } = openItem('item-02', ada);
    const field = await within(await section('Storage')).findByRole('combobox', {
      name: 'Storage place',
    });
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Storage place cleared')).toBeInTheDocument();
    await waitFor(async () => expect((await entries()).at(-1)).toMatch(/^Storage cleared/));
  });

  it('shows the claimant where it is kept, read-only, and its history', async () => {
    const { container } = openItem('item-03', sam);
    const storage = await section('Storage');
    expect(storage).toHaveTextContent('Kept at Gym front desk, drawer 2');
    expect(within(storage).queryByRole('textbox')).not.toBeInTheDocument();
    expect(await entries()).toEqual([
      expect.stringMatching(/^Posted.*by Alex Rivera$/),
      expect.stringMatching(/^Keeper assigned: Kim Keeper/),
      expect.stringMatching(/^Stored: Gym front desk, drawer 2/),
      expect.stringMatching(/^Claimed.*by Sam Student$/),
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows someone the item does not concern neither storage nor history', async () => {
    answerWithoutStorage();
    openItem('item-03', priya);
    await screen.findByRole('heading', { name: 'iPhone 14 in Green Case', level: 1 });
    expect(screen.getByText('LF-2026-00003')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Storage' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Gym front desk/)).not.toBeInTheDocument();
    expect(requested.some((path) => path.endsWith('/history'))).toBe(false);
  });

  it('shows the history loading, then a failure with Retry', async () => {
    let failing = true;
    server.use(
      http.get(apiPath('/items/:id/history'), () =>
        failing
          ? HttpResponse.json(errorBody('History is down', 'INTERNAL_ERROR'), { status: 500 })
          : undefined,
      ),
    );
    const { user } = openItem('item-02', kim);
    const history = await section('History');
    await within(history).findByRole('progressbar', { name: 'Loading history' });
    const alert = await within(history).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load history: History is down');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await entries()).toHaveLength(3);
  });
});
