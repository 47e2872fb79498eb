import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { renderApp, renderWithProviders } from '../../../test/renderWithProviders';
import { resetToastDedupe } from '../../../app/toasts';
import BrowsePage from './BrowsePage';
import { browseHandlers, ITEMS } from './test/browseTestWorld';

jest.setTimeout(20000);

beforeEach(() => {
  resetToastDedupe();
});

/** Renders `/` on the browse page's own mocked API; answers its recorded searches. */
function renderBrowse(route = '/', opts: Parameters<typeof browseHandlers>[0] = {}) {
  const world = browseHandlers(opts);
  server.use(...world.handlers);
  return { ...renderWithProviders(<BrowsePage />, { route, path: '/' }), calls: world.calls };
}

const cards = () => screen.findAllByRole('heading', { level: 3 });
const optionsOf = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('BrowsePage', () => {
  it('renders a card grid of 8 items with pagination when there is more than one page', async () => {
    const { calls } = renderBrowse();
    expect(await cards()).toHaveLength(8);
    expect(screen.getByPlaceholderText('title, description or tags')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /pagination/i })).toBeInTheDocument();
    // The bare `/` asks for what the server prerenders: no filter, no sort.
    expect([...calls[0].keys()].sort()).toEqual(['isActive', 'limit', 'page']);
    expect(calls[0].get('limit')).toBe('8');
    // Card facts: status chip, category, location, US date.
    const first = screen.getByRole('link', { name: /Water Bottle/ });
    expect(within(first).getByText('Found')).toBeInTheDocument();
    expect(within(first).getByText('Main Library')).toBeInTheDocument();
    expect(within(first).getByText('03/12/2025')).toBeInTheDocument();
  });

  it('sends the search text (debounced) and keeps it in the URL', async () => {
    const { user, router, calls } = renderBrowse();
    await cards();
    await user.type(screen.getByPlaceholderText('title, description or tags'), 'wallet');
    await waitFor(() => expect(calls.some((c) => c.get('search') === 'wallet')).toBe(true));
    expect(calls.filter((c) => c.get('search')?.startsWith('w'))).toHaveLength(1);
    expect(router.state.location.search).toBe('?q=wallet');
    expect(
      await screen.findByRole('heading', { name: 'Black Leather Wallet' }),
    ).toBeInTheDocument();
    // One page of results: no pagination.
    expect(screen.queryByRole('navigation', { name: /pagination/i })).not.toBeInTheDocument();
  });

  it('keeps the status filter with its texts and default', async () => {
    const { user, router, calls } = renderBrowse();
    await cards();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All Statuses');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(optionsOf()).toEqual(['All Statuses', 'Lost', 'Found', 'Claimed', 'Returned']);
    await user.click(screen.getByRole('option', { name: 'Claimed' }));
    await waitFor(() => expect(calls.some((c) => c.get('status') === 'Claimed')).toBe(true));
    expect(router.state.location.search).toBe('?status=Claimed');
  });

  it('offers category, posted within and sort, each showing its default', async () => {
    const { user } = renderBrowse();
    await cards();
    const category = screen.getByRole('combobox', { name: 'Category' });
    const within_ = screen.getByRole('combobox', { name: 'Posted within' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(category).toHaveTextContent('All Categories');
    expect(within_).toHaveTextContent('Any time');
    expect(sort).toHaveTextContent('Newest first');
    await user.click(category);
    expect(await screen.findByRole('option', { name: 'Keys' })).toBeInTheDocument();
    expect(optionsOf()).toEqual(['All Categories', 'Bags', 'Electronics', 'Keys']);
    await user.keyboard('{Escape}');
    await user.click(within_);
    expect(optionsOf()).toEqual(['Any time', 'Past week', 'Past month', 'This term']);
    await user.keyboard('{Escape}');
    await user.click(sort);
    expect(optionsOf()).toEqual(['Newest first', 'Oldest first']);
  });

  it('puts each filter in the URL and the call, and goes back to page 1', async () => {
    const { user, router, calls } = renderBrowse('/?page=2');
    await cards();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Bags' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=cat-bags'));

    await user.click(screen.getByRole('combobox', { name: 'Posted within' }));
    await user.click(screen.getByRole('option', { name: 'This term' }));
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Oldest first' }));
    await user.click(screen.getByRole('combobox', { name: 'Place' }));
    await user.click(await screen.findByRole('option', { name: 'Main Library' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?category=cat-bags&postedWithin=term&sort=oldest&place=place-lib',
      ),
    );
    const last = calls.at(-1)!;
    expect(Object.fromEntries(last)).toMatchObject({
      page: '1',
      category: 'cat-bags',
      postedWithin: 'term',
      sort: 'oldest',
      place: 'place-lib',
    });
    // Oldest first, bags at the library only.
    const titles = (await cards()).map((h) => h.textContent);
    expect(titles).toEqual(['Blue Umbrella', 'Student ID Wallet', 'Water Bottle']);

    // Back to the defaults: they leave the URL.
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Newest first' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('sort'));
  });

  it('reads the filters from the URL, and back/forward restore them', async () => {
    const { router, calls } = renderBrowse(
      '/?category=cat-keys&postedWithin=month&place=place-lib',
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Keys'),
    );
    expect(screen.getByRole('combobox', { name: 'Posted within' })).toHaveTextContent('Past month');
    expect(screen.getByRole('combobox', { name: 'Place' })).toHaveValue('Main Library');
    expect(calls[0].get('category')).toBe('cat-keys');
    expect(calls[0].get('place')).toBe('place-lib');
    expect((await cards()).map((h) => h.textContent)).toEqual(['Bike Key', 'Car Keys']);

    await act(() => router.navigate('/?sort=oldest'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent(
        'All Categories',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Oldest first');
    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Keys'),
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Newest first');
  });

  it('finds a place by its alias', async () => {
    const { user, router } = renderBrowse();
    await cards();
    await user.type(screen.getByRole('combobox', { name: 'Place' }), 'EB');
    expect(await screen.findAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?place=place-eb'));
  });

  it('has no place filter while the campus lists no places, or cannot list them', async () => {
    renderBrowse('/', { places: [] });
    await cards();
    expect(screen.queryByRole('combobox', { name: 'Place' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
  });

  it('has no place filter when the places list cannot be read (503)', async () => {
    // The first handler given wins.
    server.use(
      http.get(apiPath('/places'), () =>
        HttpResponse.json(errorBody('Service unavailable', 'SERVICE_UNAVAILABLE'), { status: 503 }),
      ),
      ...browseHandlers().handlers,
    );
    renderWithProviders(<BrowsePage />, { route: '/', path: '/' });
    await cards();
    expect(screen.queryByRole('combobox', { name: 'Place' })).not.toBeInTheDocument();
  });

  it('lists partial matches after the full ones, under their own heading', async () => {
    renderBrowse('/?q=blue%20wallet', { partial: true });
    const heading = await screen.findByRole('heading', {
      name: 'Items matching some of your words',
      level: 2,
    });
    const section = heading.closest('section')!;
    // No item matches both words: the page says so, then lists the partial ones.
    expect(screen.getByText('No items match all of your words.')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Student ID Wallet', 'Blue Umbrella', 'Black Leather Wallet']);
  });

  it('puts the full matches first, then the partial section', async () => {
    renderBrowse('/?q=wallet%20black', { partial: true });
    const heading = await screen.findByRole('heading', {
      name: 'Items matching some of your words',
    });
    const all = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(all).toEqual(['Black Leather Wallet', 'Student ID Wallet']);
    const partial = within(heading.closest('section')!).getAllByRole('heading', { level: 3 });
    expect(partial.map((h) => h.textContent)).toEqual(['Student ID Wallet']);
    expect(screen.queryByText('No items match all of your words.')).not.toBeInTheDocument();
  });

  it('shows no partial section when every result matches all the words', async () => {
    renderBrowse('/?q=wallet', { partial: true });
    await screen.findByRole('heading', { name: 'Black Leather Wallet' });
    expect(screen.queryByText('Items matching some of your words')).not.toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    renderBrowse('/?q=nothing-like-this');
    expect(await screen.findByText('No items found matching your search.')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('title, description or tags')).toHaveValue(
      'nothing-like-this',
    );
  });

  it('toasts a load failure', async () => {
    server.use(
      http.get(apiPath('/search/items/search'), () =>
        HttpResponse.json(errorBody('Database down', 'INTERNAL_ERROR'), { status: 500 }),
      ),
      ...browseHandlers().handlers,
    );
    renderWithProviders(<BrowsePage />, { route: '/', path: '/' });
    expect(
      await screen.findByText('Failed to load items. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('"Back to items" returns to the same search, filters and page', async () => {
    server.use(
      ...browseHandlers().handlers,
      http.get(apiPath('/items/:id'), ({ params }) =>
        HttpResponse.json({ item: ITEMS.find((i) => i._id === params.id) }),
      ),
    );
    const { user, router } = renderApp({ route: '/?postedWithin=term&sort=oldest&page=2' });
    const [first] = await cards();
    await user.click(first);
    const back = await screen.findByRole('link', { name: 'Back to items' });
    expect(router.state.location.pathname).toMatch(/^\/items\//);
    await user.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?postedWithin=term&sort=oldest&page=2');
  });

  it('the floating link reads "+ Add New Item" as written (not upper-cased)', async () => {
    renderBrowse();
    const fab = await screen.findByRole('link', { name: '+ Add New Item' });
    expect(getComputedStyle(fab).textTransform).toBe('none');
  });

  it('the floating link never covers a card: it sits on its own strip, sticky after the page numbers', async () => {
    renderBrowse();
    const fab = await screen.findByRole('link', { name: '+ Add New Item' });
    await cards();
    // Not fixed over the cards: a strip at the bottom of the page, sticky at the screen's bottom,
    // with the page's background, after everything else of the page (its own space at the end).
    expect(getComputedStyle(fab).position).not.toBe('fixed');
    const strip = fab.parentElement!;
    expect(getComputedStyle(strip)).toMatchObject({ position: 'sticky', bottom: '0px' });
    expect(getComputedStyle(strip).backgroundColor).not.toMatch(
      /^(transparent|rgba\(0, 0, 0, 0\))?$/,
    );
    expect(strip.nextElementSibling).toBeNull();
    const pages = screen.getByRole('navigation', { name: /pagination/i });
    expect(pages.compareDocumentPosition(strip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
