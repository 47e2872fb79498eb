import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../test/renderWithProviders';
import { server } from '../../mocks/server';
import { apiPath, errorBody } from '../../mocks/apiPath';
import { resetMockWorld } from '../../mocks/world';
import { resetToastDedupe } from '../../app/toasts';
import AdminPage from './AdminPage';
import { adminState } from './test/adminTestUtils';

const renderAt = (route: string) =>
  renderWithProviders(<AdminPage />, { route, path: '/admin', preloadedState: adminState() });

beforeEach(() => {
  resetMockWorld();
  resetToastDedupe();
});

test('opens on Overview: counters, the weekly chart and the most active users', async () => {
  renderAt('/admin');
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  const total = await screen.findByText('Total items');
  // Counted from the one mock world: its 21 items and 39 people.
  expect(total.nextSibling).toHaveTextContent('21');
  expect(screen.getByText('Users', { selector: 'p' }).nextSibling).toHaveTextContent('39');
  // The weekly chart comes in its own chunk, into the card already titled.
  expect(screen.getByText('Items per week')).toBeInTheDocument();
  expect(await screen.findByText('Posted')).toBeInTheDocument();
  const top = screen.getByRole('table', { name: 'Most active users' });
  const firstRow = within(top).getAllByRole('row')[1];
  expect(firstRow).toHaveTextContent('Alex Rivera');
  expect(firstRow).toHaveTextContent('alex@campus.edu');
  expect(firstRow).toHaveTextContent('7');
});

test('the tab lives in the URL, so a reload keeps it', async () => {
  const { user, router } = renderAt('/admin?tab=keepers');
  expect(screen.getByRole('tab', { name: 'Keepers' })).toHaveAttribute('aria-selected', 'true');
  const keepers = await screen.findByRole('table', { name: 'Keepers' });
  expect(within(keepers).getAllByRole('row')).toHaveLength(5);
  expect(keepers).toHaveTextContent('Karl Custodian');

  await user.click(screen.getByRole('tab', { name: 'Audit' }));
  expect(router.state.location.search).toBe('?tab=audit');
  expect(await screen.findByRole('table', { name: 'Audit log' })).toBeInTheDocument();
});

test('an unknown tab falls back to Overview', () => {
  renderAt('/admin?tab=nope');
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
});

test('a failed statistics load shows "Failed to load data: …"', async () => {
  server.use(
    http.get(apiPath('/admin/dashboard-stats'), () =>
      HttpResponse.json(errorBody('Stats are down', 'INTERNAL_ERROR'), { status: 500 }),
    ),
  );
  renderAt('/admin');
  await waitFor(() =>
    expect(screen.getByTestId('admin-banner')).toHaveTextContent(
      'Failed to load data: Stats are down',
    ),
  );
});
