import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { resetMockWorld } from '../../../mocks/world';
import { resetToastDedupe } from '../../../app/toasts';
import { adminState, lastParams, recordGets } from '../test/adminTestUtils';
import UsersTab from './UsersTab';

const renderTab = () =>
  renderWithProviders(<UsersTab disableVirtualization />, { preloadedState: adminState() });

beforeEach(() => {
  resetMockWorld();
  resetToastDedupe();
});
afterEach(() => jest.useRealTimers());

test('loads page 1 (10 a page) and asks for page 2 from the pager', async () => {
  const urls = recordGets('/admin/users');
  const { user } = renderTab();
  expect(await screen.findByText('Liam Garcia')).toBeInTheDocument();
  expect(lastParams(urls)).toEqual({ page: '1', limit: '10' });
  expect(screen.getByText('1–10 of 39')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /next page/i }));
  await waitFor(() => expect(lastParams(urls)).toMatchObject({ page: '2', limit: '10' }));
  expect(await screen.findByText('11–20 of 39')).toBeInTheDocument();
});

test('clicking a column header sorts on the server', async () => {
  const urls = recordGets('/admin/users');
  const { user } = renderTab();
  await screen.findByText('Liam Garcia');

  await user.click(screen.getByRole('columnheader', { name: /^name/i }));
  await waitFor(() => expect(lastParams(urls)).toMatchObject({ sortBy: 'name', order: 'asc' }));
  // The first name alphabetically comes back from the server.
  expect(await screen.findByText('Ada Admin')).toBeInTheDocument();

  await user.click(screen.getByRole('columnheader', { name: /^name/i }));
  await waitFor(() => expect(lastParams(urls)).toMatchObject({ sortBy: 'name', order: 'desc' }));
});

test('search is sent once typing pauses for 300 ms, from page 1', async () => {
  const urls = recordGets('/admin/users');
  const { user } = renderTab();
  await screen.findByText('Liam Garcia');
  await user.click(screen.getByRole('button', { name: /next page/i }));
  await waitFor(() => expect(lastParams(urls).page).toBe('2'));

  const before = urls.length;
  const box = screen.getByRole('textbox', { name: 'Search users' });
  fireEvent.change(box, { target: { value: 'kee' } });
  fireEvent.change(box, { target: { value: 'keeper' } });
  expect(urls.length).toBe(before); // nothing sent while typing
  await waitFor(() =>
    expect(lastParams(urls)).toEqual({ page: '1', limit: '10', search: 'keeper' }),
  );
  expect(urls.slice(before).map((url) => url.searchParams.get('search'))).toEqual(['keeper']);
  expect(await screen.findByText('Kim Keeper')).toBeInTheDocument();
  expect(screen.queryByText('Liam Garcia')).not.toBeInTheDocument();
});

test('toggling activation asks for confirmation first, and the own account cannot be toggled', async () => {
  const toggled: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT') toggled.push(new URL(request.url).pathname);
  });
  // The signed-in admin is Olivia Kim here: her own row is on page 1.
  const { user } = renderWithProviders(<UsersTab disableVirtualization />, {
    preloadedState: adminState({ id: 'u-002', name: 'Olivia Kim' }),
  });
  await screen.findByText('Liam Garcia');

  expect(screen.getByRole('switch', { name: 'Toggle activation for Olivia Kim' })).toBeDisabled();

  const liam = screen.getByRole('switch', { name: 'Toggle activation for Liam Garcia' });
  expect(liam).toBeChecked();
  await user.click(liam);
  const dialog = await screen.findByRole('dialog', { name: 'Deactivate user?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(toggled).toEqual([]);

  await user.click(liam);
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }),
  );
  await waitFor(() =>
    expect(
      screen.getByRole('switch', { name: 'Toggle activation for Liam Garcia' }),
    ).not.toBeChecked(),
  );
  expect(toggled).toEqual(['/api/v1/admin/users/u-001/activate']);
  server.events.removeAllListeners('request:start');
});

test('a failed load shows "Failed to load users: …" and the banner clears after 3000 ms', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  server.use(
    http.get(apiPath('/admin/users'), () =>
      HttpResponse.json(errorBody('Database unavailable', 'INTERNAL_ERROR'), { status: 500 }),
    ),
  );
  renderWithProviders(<UsersTab disableVirtualization />, { preloadedState: adminState() });
  const banner = await screen.findByTestId('admin-banner');
  expect(banner).toHaveTextContent('Failed to load users: Database unavailable');

  act(() => jest.advanceTimersByTime(2900));
  expect(screen.getByTestId('admin-banner')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  await waitFor(() => expect(screen.queryByTestId('admin-banner')).not.toBeInTheDocument());
});

test('a failed toggle shows "Failed to toggle user activation: …"', async () => {
  server.use(
    http.put(apiPath('/admin/users/:id/activate'), () =>
      HttpResponse.json(errorBody('Not allowed', 'FORBIDDEN'), { status: 403 }),
    ),
  );
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<UsersTab disableVirtualization />, { preloadedState: adminState() });
  await user.click(
    await screen.findByRole('switch', { name: 'Toggle activation for Liam Garcia' }),
  );
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }),
  );
  expect(await screen.findByTestId('admin-banner')).toHaveTextContent(
    'Failed to toggle user activation: Not allowed',
  );
});

test('the activation switch works from the keyboard: Enter or Space, on the switch or its cell', async () => {
  const { user } = renderTab();
  const liam = await screen.findByRole('switch', { name: 'Toggle activation for Liam Garcia' });

  act(() => liam.focus());
  await user.keyboard('{Enter}');
  let dialog = await screen.findByRole('dialog', { name: 'Deactivate user?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  act(() => liam.focus());
  await user.keyboard(' ');
  dialog = await screen.findByRole('dialog', { name: 'Deactivate user?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  // The grid's own cell focus (arrow keys): Enter presses the control inside the cell.
  const cell = liam.closest<HTMLElement>('[role="gridcell"]')!;
  act(() => cell.focus());
  fireEvent.keyDown(cell, { key: 'Enter' });
  expect(await screen.findByRole('dialog', { name: 'Deactivate user?' })).toBeInTheDocument();
});
