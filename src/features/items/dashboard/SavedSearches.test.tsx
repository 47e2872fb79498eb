import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { world } from '../../../mocks/world';
import { loggedInState, renderWithProviders, testUser } from '../../../test/renderWithProviders';
import DashboardPage from './DashboardPage';

jest.setTimeout(20000);

// Sam (the default mock caller) saved "laptop charger" (Found, Electronics, 03/26/2025) and
// "blue water bottle" (any status, any category, 03/20/2025); Priya saved none.
const EMPTY = 'No saved searches. Use "Alert me" on the browse page to get told about new items.';

const renderDashboard = (state = loggedInState()) =>
  renderWithProviders(<DashboardPage />, {
    route: '/dashboard',
    path: '/dashboard',
    preloadedState: state,
  });

const section = () => screen.getByRole('region', { name: 'Saved searches' });
const savedList = () => screen.findByRole('list', { name: 'Saved searches' });

describe('Saved searches on the dashboard', () => {
  it('lists them newest first with words, status, category and date', async () => {
    renderDashboard();
    // The first render asks for them and shows that it is loading.
    expect(screen.getByRole('progressbar', { name: 'Loading saved searches' })).toBeInTheDocument();
    const [first, second] = within(await savedList()).getAllByRole('listitem');
    expect(within(first).getByText('laptop charger')).toBeInTheDocument();
    expect(within(first).getByText('Found')).toBeInTheDocument();
    expect(within(first).getByText('Electronics')).toBeInTheDocument();
    expect(within(first).getByText('Saved 03/26/2025')).toBeInTheDocument();
    expect(within(second).getByText('blue water bottle')).toBeInTheDocument();
    expect(within(second).getByText('Saved 03/20/2025')).toBeInTheDocument();
    expect(within(second).queryByText(/^(Lost|Found|Claimed|Returned)$/)).not.toBeInTheDocument();
    expect(
      within(second).getByRole('button', { name: 'Delete saved search blue water bottle' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Saved searches', level: 2 })).toBeInTheDocument();
  });

  it('deletes one at a time, moving focus on, down to the empty state', async () => {
    const { user } = renderDashboard();
    await savedList();
    await user.click(screen.getByRole('button', { name: 'Delete saved search laptop charger' }));
    expect(await screen.findByText('Saved search deleted.')).toBeInTheDocument();
    await waitFor(() => expect(within(section()).queryByText('laptop charger')).toBeNull());
    const next = screen.getByRole('button', { name: 'Delete saved search blue water bottle' });
    expect(next).toHaveFocus();
    expect(world.savedSearches.map((s) => s._id)).toEqual(['ss-02']);

    await user.click(next);
    expect(await within(section()).findByText(EMPTY)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Saved searches' })).toHaveFocus();
    expect(world.savedSearches).toEqual([]);
  });

  it('shows the empty state to someone with none', async () => {
    const priya = testUser({ id: 'u-priya', name: 'Priya Shah', email: 'priya@campus.edu' });
    renderDashboard({ session: { token: 'mock-token-u-priya', user: priya } });
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(within(section()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a load failure with Retry', async () => {
    server.use(
      http.get(
        apiPath('/saved-searches'),
        () => HttpResponse.json(errorBody('Database down', 'INTERNAL_ERROR'), { status: 500 }),
        { once: true },
      ),
    );
    const { user } = renderDashboard();
    expect(
      await screen.findByText('Failed to load saved searches: Database down'),
    ).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Retry' }));
    expect(await within(await savedList()).findByText('laptop charger')).toBeInTheDocument();
  });

  it('toasts a failed delete and keeps the row', async () => {
    server.use(
      http.delete(apiPath('/saved-searches/:id'), () =>
        HttpResponse.json(errorBody('Database down', 'INTERNAL_ERROR'), { status: 500 }),
      ),
    );
    const { user } = renderDashboard();
    await savedList();
    await user.click(screen.getByRole('button', { name: 'Delete saved search laptop charger' }));
    expect(
      await screen.findByText('Failed to delete saved search: Database down'),
    ).toBeInTheDocument();
    expect(within(section()).getByText('laptop charger')).toBeInTheDocument();
  });

  it('works from the keyboard: Tab reaches each Delete, Enter deletes', async () => {
    const { user } = renderDashboard();
    const first = within(await savedList()).getByRole('button', {
      name: 'Delete saved search laptop charger',
    });
    for (let i = 0; i < 80 && document.activeElement !== first; i++) await user.tab();
    expect(first).toHaveFocus();
    await user.tab();
    const second = screen.getByRole('button', { name: 'Delete saved search blue water bottle' });
    expect(second).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Saved search deleted.')).toBeInTheDocument();
    await waitFor(() => expect(within(section()).queryByText('blue water bottle')).toBeNull());
    // The last row went: focus moves back to the one before it.
    expect(first).toHaveFocus();
  });
});
