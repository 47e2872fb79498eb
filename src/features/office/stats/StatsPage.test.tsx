import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { mockPublicStats } from '../../../mocks/handlers/admin';
import { renderApp, renderWithProviders } from '../../../test/renderWithProviders';
import { axeViolations } from '../../../test/axe';
import { monthLabel } from './statsFormat';
import StatsPage from './StatsPage';

jest.setTimeout(30000);

const renderPage = () => renderWithProviders(<StatsPage />, { route: '/stats', path: '/stats' });

describe('Public figures page (docs/product.md#public-figures)', () => {
  it('shows the totals and the figures per month and per category, without a login', async () => {
    const stats = mockPublicStats();
    const { container } = renderPage();
    expect(
      screen.getByRole('heading', { name: 'Lost & found in figures', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading figures' })).toBeInTheDocument();

    const totals = await screen.findByRole('list', { name: 'Totals' });
    const [reported, returned, rate, median] = within(totals).getAllByRole('listitem');
    expect(reported).toHaveTextContent(`Items reported found${stats.totals.reported}`);
    expect(returned).toHaveTextContent(`Returned to their owners${stats.totals.returned}`);
    expect(rate).toHaveTextContent(`Return rate${Math.round(stats.totals.returnRate * 100)}%`);
    expect(median).toHaveTextContent('Median time to return2.5 days');

    const months = screen.getByRole('table', { name: 'Figures per month' });
    const monthRows = within(months).getAllByRole('row').slice(1);
    expect(monthRows).toHaveLength(12);
    const last = stats.months[11]!;
    expect(within(monthRows[11]!).getByRole('rowheader')).toHaveTextContent(monthLabel(last.month));
    expect(monthRows[11]).toHaveTextContent(`${last.reported}00%—`);
    expect(monthRows[0]).toHaveTextContent(`${monthLabel(stats.months[0]!.month)}181161%4 days`);

    const categories = screen.getByRole('table', { name: 'Figures per category' });
    const electronics = within(categories).getByRole('rowheader', { name: 'Electronics' });
    expect(electronics.closest('tr')).toHaveTextContent('Electronics967174%2 days');
    expect(within(categories).getAllByRole('row')).toHaveLength(1 + stats.categories.length);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('names the months of the calendar', () => {
    expect(monthLabel('2026-01')).toBe('Jan 2026');
    expect(monthLabel('2025-12')).toBe('Dec 2025');
  });

  it('says when nothing was reported, and offers Retry when the figures fail', async () => {
    let fail = true;
    const empty = { reported: 0, returned: 0, returnRate: 0, medianDaysToReturn: null };
    server.use(
      http.get(apiPath('/stats/public'), () =>
        fail
          ? HttpResponse.json(errorBody('Database unavailable', 'INTERNAL_ERROR'), { status: 500 })
          : HttpResponse.json({
              totals: empty,
              categories: [],
              months: mockPublicStats().months.map((m) => ({ ...m, ...empty })),
            }),
      ),
    );
    const { user, container } = renderPage();
    expect(
      await screen.findByText('Failed to load figures: Database unavailable'),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No found items reported yet.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Totals' })).toHaveTextContent(
      'Median time to return—',
    );
  });

  it('is linked from the footer for everyone', async () => {
    const { user, router } = renderApp({ route: '/accessibility' });
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Figures' }));
    expect(
      await screen.findByRole('heading', { name: 'Lost & found in figures' }, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/stats');
  });
});
