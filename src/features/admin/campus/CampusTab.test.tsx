import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp, renderWithProviders } from '../../../test/renderWithProviders';
import { server } from '../../../mocks/server';
import { adminState } from '../test/adminTestUtils';
import DesksTab from '../desks/DesksTab';
import CampusTab from './CampusTab';

/* The campus settings in their own admin tab (docs/product.md#desks), over the mock world's. */
let writes: { method: string; url: string; body?: unknown }[];
beforeEach(() => {
  writes = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'GET') return;
    const text = await request.clone().text();
    writes.push({
      method: request.method,
      url: new URL(request.url).pathname,
      ...(text ? { body: JSON.parse(text) } : {}),
    });
  });
});
afterEach(() => server.events.removeAllListeners('request:start'));

test('saves the campus settings, checking them first', async () => {
  const { user } = renderWithProviders(<CampusTab />, { preloadedState: adminState() });
  expect(screen.getByRole('heading', { name: 'Campus settings' })).toBeInTheDocument();
  const name = await screen.findByRole('textbox', { name: /campus name/i });
  await waitFor(() => expect(name).toHaveValue('College'));
  await user.clear(name);
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(screen.getByText('Campus name is required')).toBeInTheDocument();
  await user.type(name, 'North Campus');
  const privacy = screen.getByRole('textbox', { name: /privacy contact/i });
  await user.clear(privacy);
  await user.type(privacy, 'dpo@north.edu');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Campus settings saved')).toBeInTheDocument();
  expect(writes).toEqual([
    {
      method: 'PUT',
      url: '/api/v1/admin/settings/campus',
      body: {
        campusName: 'North Campus',
        privacyContact: 'dpo@north.edu',
        accessibilityContact: 'accessibility@lostfound.local',
      },
    },
  ]);
});

test('the Desks tab no longer holds the campus settings', async () => {
  renderWithProviders(<DesksTab />, { preloadedState: adminState() });
  expect(await screen.findByText('Library desk')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Campus settings' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /campus name/i })).not.toBeInTheDocument();
});

test('the Campus tab is reached from the keyboard, and a new name shows in the title, bar and footer', async () => {
  const { user, router } = renderApp({ route: '/admin?tab=desks', preloadedState: adminState() });
  const desks = await screen.findByRole('tab', { name: 'Desks' });
  act(() => desks.focus());
  await user.keyboard('{ArrowRight}');
  const campus = screen.getByRole('tab', { name: 'Campus' });
  expect(campus).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(campus).toHaveAttribute('aria-selected', 'true'));
  expect(router.state.location.search).toBe('?tab=campus');
  const panel = screen.getByRole('tabpanel', { name: 'Campus' });

  const name = await within(panel).findByRole('textbox', { name: /campus name/i });
  await waitFor(() => expect(name).toHaveValue('College'));
  expect(document.title).toBe('Admin Dashboard · Lost & Found - College Portal');
  await user.clear(name);
  await user.type(name, 'Northfield College');
  await user.click(within(panel).getByRole('button', { name: 'Save settings' }));

  const banner = screen.getByRole('banner');
  expect(
    await within(banner).findByRole('link', { name: 'Lost & Found Northfield College' }),
  ).toHaveAttribute('href', '/');
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByText('Northfield College')).toBeInTheDocument();
  expect(within(footer).getByText('© 2025 Lost & Found. All rights reserved.')).toBeInTheDocument();
  await waitFor(() =>
    expect(document.title).toBe('Admin Dashboard · Lost & Found - Northfield College Portal'),
  );
});
