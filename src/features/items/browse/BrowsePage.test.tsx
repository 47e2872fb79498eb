import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { resetItemsData } from '../../../mocks/data/items';
import { renderApp, renderWithProviders } from '../../../test/renderWithProviders';
import { resetToastDedupe } from '../../../app/toasts';
import BrowsePage from './BrowsePage';

/** Records the query string of every searchItems call. */
function spySearches() {
  const calls: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/search/items/search')) calls.push(url.searchParams);
  });
  return calls;
}

beforeEach(() => {
  resetItemsData();
  resetToastDedupe();
  server.events.removeAllListeners('request:start');
});

const renderBrowse = (route = '/') => renderWithProviders(<BrowsePage />, { route, path: '/' });

describe('BrowsePage', () => {
  it('renders a card grid of 8 items with pagination when there is more than one page', async () => {
    const calls = spySearches();
    renderBrowse();
    const cards = await screen.findAllByRole('heading', { level: 3 });
    expect(cards).toHaveLength(8);
    expect(screen.getByPlaceholderText('title, description or tags')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /pagination/i })).toBeInTheDocument();
    expect(calls[0].get('limit')).toBe('8');
    expect(calls[0].get('page')).toBe('1');
    expect(calls[0].get('isActive')).toBe('true');
    // Card facts: status chip, category, location, US date.
    const first = screen.getByRole('link', { name: /Black Leather Wallet/ });
    expect(within(first).getByText('Lost')).toBeInTheDocument();
    expect(within(first).getByText('Main Library, 2nd floor')).toBeInTheDocument();
    expect(within(first).getByText(/^\d{2}\/\d{2}\/2025$/)).toBeInTheDocument();
  });

  it('sends the search text (debounced) and keeps it in the URL', async () => {
    const calls = spySearches();
    const { user, router } = renderBrowse();
    await screen.findAllByRole('heading', { level: 3 });
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

  it('sends the status filter', async () => {
    const calls = spySearches();
    const { user, router } = renderBrowse();
    await screen.findAllByRole('heading', { level: 3 });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'All Statuses',
      'Lost',
      'Found',
      'Claimed',
      'Returned',
    ]);
    await user.click(screen.getByRole('option', { name: 'Claimed' }));
    await waitFor(() => expect(calls.some((c) => c.get('status') === 'Claimed')).toBe(true));
    expect(router.state.location.search).toBe('?status=Claimed');
  });

  it('moves between pages through the URL', async () => {
    const calls = spySearches();
    const { user, router } = renderBrowse('/?page=1');
    await screen.findAllByRole('heading', { level: 3 });
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(calls.some((c) => c.get('page') === '2')).toBe(true));
    expect(router.state.location.search).toBe('?page=2');
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
    );
    renderBrowse();
    expect(
      await screen.findByText('Failed to load items. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('"Back to items" returns to the same search, filter and page', async () => {
    const { user, router } = renderApp({ route: '/?q=a&page=2' });
    const [first] = await screen.findAllByRole('heading', { level: 3 }, { timeout: 5000 });
    await user.click(first);
    const back = await screen.findByRole('link', { name: 'Back to items' });
    expect(router.state.location.pathname).toMatch(/^\/items\//);
    await user.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?q=a&page=2');
  });

  it('the floating link reads "+ Add New Item" as written (not upper-cased)', async () => {
    renderBrowse();
    const fab = await screen.findByRole('link', { name: '+ Add New Item' });
    expect(getComputedStyle(fab).textTransform).toBe('none');
  });
});
