import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { world } from '../../../mocks/world';
import { renderWithProviders, testUser } from '../../../test/renderWithProviders';
import ItemDetailsPage from './ItemDetailsPage';

jest.setTimeout(20000);

// Fixtures (src/mocks/world.ts):
// item-13 Laptop Charger, Lost, poster Sam: Wireless Mouse (Found, Priya, 78%), AirPods Pro Case
//   (Found, Kim Keeper, 46%), TI-84 Calculator (Found, Alex, 31%)
// item-14 Biology Textbook, Found, poster Alex, keeper Kim: Chemistry Lab Notebook (Lost, Sam)
// item-04 Dorm Room Keys, Found, poster Sam: Car Key Fob (Lost, Alex)
// item-21 Yoga Mat, Lost, poster Sam: no matches
const sam = testUser();
const priya = testUser({ id: 'u-priya', name: 'Priya Shah', email: 'priya@campus.edu' });
const kim = testUser({ id: 'u-keeper', name: 'Kim Keeper', role: 'keeper' });
const ada = testUser({ id: 'u-admin', name: 'Ada Admin', role: 'admin' });

const renderItem = (id: string, viewer: typeof sam | null = sam) =>
  renderWithProviders(<ItemDetailsPage />, {
    route: `/items/${id}`,
    path: '/items/:id',
    extraRoutes: [{ path: '/messages/:conversationId', element: <p>Thread page</p> }],
    // The mocks know the caller by a `mock-token-<userId>` token.
    preloadedState: viewer ? { session: { token: `mock-token-${viewer.id}`, user: viewer } } : {},
  });

const matchList = () => screen.findByRole('list', { name: 'Possible matches' });
const rows = async () => within(await matchList()).getAllByRole('listitem');

/** The paths the page asked the API for. */
let requested: string[] = [];
beforeEach(() => {
  requested = [];
  server.events.on('request:start', ({ request }) => {
    requested.push(new URL(request.url).pathname);
  });
});
afterEach(() => server.events.removeAllListeners('request:start'));

describe('Possible matches on the item page', () => {
  it('shows the poster each match, best first, with its status, place, date, score and reasons', async () => {
    renderItem('item-13');
    expect(
      await screen.findByRole('progressbar', { name: 'Loading possible matches' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Possible matches', level: 2 })).toBeInTheDocument();
    const [first, second, third] = await rows();
    expect(within(first).getByRole('link', { name: 'Wireless Mouse' })).toHaveAttribute(
      'href',
      '/items/item-20',
    );
    expect(within(first).getByText('Found')).toBeInTheDocument();
    expect(within(first).getByText('Strong match · 78%')).toBeInTheDocument();
    expect(within(first).getByText('Computer lab 1')).toBeInTheDocument();
    expect(within(first).getByText(/^Posted \d{2}\/\d{2}\/2025$/)).toBeInTheDocument();
    expect(first).toHaveTextContent(
      'Why: same category (Electronics), both in a campus computer lab, posted 7 days apart',
    );
    expect(within(second).getByRole('link', { name: 'AirPods Pro Case' })).toBeInTheDocument();
    expect(within(second).getByText('Possible match · 46%')).toBeInTheDocument();
    expect(within(third).getByRole('link', { name: 'TI-84 Calculator' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows them to the keeper, who cannot message the finder', async () => {
    renderItem('item-14', kim);
    const [row] = await rows();
    expect(within(row).getByRole('link', { name: 'Chemistry Lab Notebook' })).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Not mine: Chemistry Lab Notebook' }),
    ).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Message the finder/ })).not.toBeInTheDocument();
  });

  it('shows them to an admin, who cannot message the finder', async () => {
    renderItem('item-13', ada);
    expect(await rows()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Message the finder/ })).not.toBeInTheDocument();
  });

  it.each([
    ['another user', priya],
    ['a visitor', null],
  ])('shows nothing to %s, and does not ask the server', async (_who, viewer) => {
    renderItem('item-13', viewer);
    expect(await screen.findByRole('heading', { name: 'Laptop Charger' })).toBeInTheDocument();
    // Give a stray request the time to start.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('heading', { name: 'Possible matches' })).not.toBeInTheDocument();
    expect(requested).toContain('/api/v1/items/item-13');
    expect(requested.filter((path) => path.includes('/matches'))).toEqual([]);
  });

  it('says so when there are none yet', async () => {
    renderItem('item-21');
    expect(
      await screen.findByText("No possible matches yet. We'll notify you when one turns up."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Possible matches' })).not.toBeInTheDocument();
  });

  it('shows a failed load with a Retry', async () => {
    server.use(
      http.get(
        apiPath('/items/:id/matches'),
        () =>
          HttpResponse.json(errorBody('Database unavailable', 'INTERNAL_ERROR'), { status: 500 }),
        { once: true },
      ),
    );
    const { user } = renderItem('item-13');
    expect(
      await screen.findByText('Failed to load possible matches: Database unavailable'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rows()).toHaveLength(3);
  });

  it('"Not mine" hides the row at once and for good, and says so', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(apiPath('/items/:id/matches/:matchId/dismiss'), async () => {
        await answered;
        return undefined; // on to the mock world's handler
      }),
    );
    const { user } = renderItem('item-13');
    expect(await rows()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Not mine: Wireless Mouse' }));
    // Gone while the server has not answered yet (it answers below).
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Wireless Mouse' })).not.toBeInTheDocument(),
    );
    expect(await rows()).toHaveLength(2);
    answer();
    expect(await screen.findByText('Match hidden.')).toBeInTheDocument();
    expect(world.matches['item-13'].filter((m) => m.dismissed).map((m) => m.itemId)).toEqual([
      'item-20',
    ]);
    // The list is fetched again and stays without it.
    await waitFor(() =>
      expect(requested.filter((path) => path === '/api/v1/items/item-13/matches')).toHaveLength(2),
    );
    expect(await rows()).toHaveLength(2);
  });

  it('puts the row back and shows the error when hiding fails', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(apiPath('/items/:id/matches/:matchId/dismiss'), async () => {
        await answered;
        return HttpResponse.json(errorBody('Forbidden', 'FORBIDDEN'), { status: 403 });
      }),
    );
    const { user } = renderItem('item-13');
    await user.click(await screen.findByRole('button', { name: 'Not mine: AirPods Pro Case' }));
    // Gone while the server has not answered yet (it answers below).
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'AirPods Pro Case' })).not.toBeInTheDocument(),
    );
    answer();
    expect(await screen.findByText('Failed to hide match: Forbidden')).toBeInTheDocument();
    const [, second] = await rows();
    expect(within(second).getByRole('link', { name: 'AirPods Pro Case' })).toBeInTheDocument();
    expect(screen.queryByText('Match hidden.')).not.toBeInTheDocument();
    expect(world.matches['item-13'].some((m) => m.dismissed)).toBe(false);
  });

  it("lets a Lost report's poster message the finder of a Found match", async () => {
    const { user, router } = renderItem('item-13');
    await user.click(
      await screen.findByRole('button', { name: 'Message the finder: Wireless Mouse' }),
    );
    expect(await screen.findByText('Thread page')).toBeInTheDocument();
    const thread = world.threads.find((t) => t.itemId === 'item-20');
    expect(thread?.participantIds).toEqual(['u-student', 'u-priya']);
    expect(router.state.location.pathname).toBe(`/messages/${thread?._id}`);
  });

  it('offers no "Message the finder" on a Found item', async () => {
    renderItem('item-04');
    const [row] = await rows();
    expect(within(row).getByRole('link', { name: 'Car Key Fob' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Not mine: Car Key Fob' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Message the finder/ })).not.toBeInTheDocument();
  });

  it('works from the keyboard: Tab reaches each action, focus moves on after "Not mine"', async () => {
    const { user } = renderItem('item-13');
    const [first] = await rows();
    const tabTo = async (element: HTMLElement) => {
      for (let i = 0; i < 40 && document.activeElement !== element; i++) await user.tab();
      expect(element).toHaveFocus();
    };
    await tabTo(within(first).getByRole('link', { name: 'Wireless Mouse' }));
    await user.tab();
    expect(
      within(first).getByRole('button', { name: 'Message the finder: Wireless Mouse' }),
    ).toHaveFocus();
    await user.tab();
    expect(within(first).getByRole('button', { name: 'Not mine: Wireless Mouse' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Match hidden.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AirPods Pro Case' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Not mine: AirPods Pro Case' })).toHaveFocus();
    await user.keyboard(' ');
    // findAllBy would settle for the first row's note alone.
    await waitFor(() => expect(screen.getAllByText('Match hidden.')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'TI-84 Calculator' })).toHaveFocus();
  });
});
