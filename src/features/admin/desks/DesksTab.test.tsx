import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { adminState } from '../test/adminTestUtils';
import DesksTab from './DesksTab';

/*
 * The Desks tab over the mocked desks (src/mocks/handlers/desks.ts: Library desk and Security
 * office) and keepers; writes are recorded here before the mocks answer them.
 */
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

const renderTab = () => renderWithProviders(<DesksTab />, { preloadedState: adminState() });
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

test('lists the desks with their place, hours, keepers, storage places and items', async () => {
  renderTab();
  expect(await screen.findByText('Library desk')).toBeInTheDocument();
  const row = within(rowOf('Library desk'));
  expect(row.getByText(/Main Library, ground floor · Mon–Fri 9:00–17:00/)).toBeInTheDocument();
  expect(row.getByText('Lee Library')).toBeInTheDocument();
  expect(row.getByText('Box 4')).toBeInTheDocument();
  expect(within(rowOf('Security office')).getByText('2')).toBeInTheDocument();
});

test('adds a desk: required fields first, then keepers and storage places as chips', async () => {
  const { user } = renderTab();
  await screen.findByText('Library desk');
  await user.click(screen.getByRole('button', { name: 'Add desk' }));
  const dialog = await screen.findByRole('dialog', { name: 'New desk' });
  await user.click(within(dialog).getByRole('button', { name: 'Add desk' }));
  expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Opening hours is required')).toBeInTheDocument();
  expect(writes).toEqual([]);

  await user.type(within(dialog).getByRole('textbox', { name: /^name/i }), ' Gym desk ');
  await user.type(within(dialog).getByRole('textbox', { name: /^place/i }), 'Sports centre');
  await user.type(within(dialog).getByRole('textbox', { name: /opening hours/i }), '8-20');
  await user.type(within(dialog).getByRole('textbox', { name: /contact/i }), 'gym@campus.edu');
  await user.click(within(dialog).getByRole('combobox', { name: 'Keepers' }));
  await user.click(await screen.findByRole('option', { name: 'Kim Keeper' }));
  await user.type(
    within(dialog).getByRole('combobox', { name: 'Storage places' }),
    'Locker 1, Locker 2{Enter}',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Add desk' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(writes).toEqual([
    {
      method: 'POST',
      url: '/api/v1/admin/desks',
      body: {
        name: 'Gym desk',
        place: 'Sports centre',
        hours: '8-20',
        contact: 'gym@campus.edu',
        keeperIds: ['u-keeper'],
        storagePlaces: ['Locker 1', 'Locker 2'],
      },
    },
  ]);
  expect(await screen.findByText('Desk "Gym desk" added')).toBeInTheDocument();
});

test('a refused edit keeps the dialog open with the server’s words', async () => {
  server.use(
    http.put(apiPath('/admin/desks/:id'), () =>
      HttpResponse.json(
        errorBody('Another desk is already called "Security office".', 'CONFLICT'),
        {
          status: 409,
        },
      ),
    ),
  );
  const { user } = renderTab();
  await screen.findByText('Library desk');
  await user.click(screen.getByRole('button', { name: 'Edit Library desk' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit desk' });
  expect(within(dialog).getByRole('button', { name: 'Box 1' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Lee Library' })).toBeInTheDocument();
  const name = within(dialog).getByRole('textbox', { name: /^name/i });
  await user.clear(name);
  await user.type(name, 'security office');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    await within(dialog).findByText(
      'Failed to update desk: Another desk is already called "Security office".',
    ),
  ).toBeInTheDocument();
  expect(writes[0]).toMatchObject({
    method: 'PUT',
    url: '/api/v1/admin/desks/desk-library',
    body: {
      name: 'security office',
      keeperIds: ['u-keeper2'],
      storagePlaces: ['Box 1', 'Box 2', 'Box 3', 'Box 4'],
    },
  });
});

test('delete asks first, and a desk still holding items is refused in the banner', async () => {
  server.use(
    http.delete(apiPath('/admin/desks/:id'), () =>
      HttpResponse.json(errorBody('2 items are still at this desk; move them first.', 'CONFLICT'), {
        status: 409,
      }),
    ),
  );
  const { user } = renderTab();
  await screen.findByText('Security office');
  await user.click(screen.getByRole('button', { name: 'Delete Security office' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete desk?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByTestId('admin-banner')).toHaveTextContent(
    'Failed to delete desk: 2 items are still at this desk; move them first.',
  );
});
