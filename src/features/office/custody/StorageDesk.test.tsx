import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath } from '../../../mocks/apiPath';
import { world } from '../../../mocks/world';
import { renderApp, testUser } from '../../../test/renderWithProviders';

jest.setTimeout(30000);

// item-02 Blue Backpack: Found, kept by Kim Keeper, at no desk yet (src/mocks/world.ts); the
// desks are src/mocks/handlers/desks.ts's (Security office: Shelf A1, Shelf B3, Safe).
const kim = testUser({ id: 'u-keeper', name: 'Kim Keeper', role: 'keeper' });

let sent: unknown[];
beforeEach(() => {
  sent = [];
  server.use(
    http.put(apiPath('/items/:id/storage'), async ({ request, params }) => {
      const body = (await request.json()) as { storageLocation: string; deskId?: string };
      sent.push(body);
      const item = world.items.find((i) => i._id === params.id)!;
      return HttpResponse.json({
        message: 'Storage updated.',
        item: {
          ...item,
          storageLocation: body.storageLocation || null,
          desk: { _id: 'desk-security', name: 'Security office', place: 'Gatehouse', hours: '24h' },
        },
      });
    }),
  );
});

test('the keeper picks a desk, then one of its storage places', async () => {
  const { user } = renderApp({
    route: '/items/item-02',
    preloadedState: { session: { token: `mock-token-${kim.id}`, user: kim } },
  });
  const storage = await screen.findByRole('region', { name: 'Storage' });
  await user.click(await within(storage).findByRole('combobox', { name: 'Desk' }));
  await user.click(await screen.findByRole('option', { name: 'Security office' }));

  const place = within(storage).getByRole('combobox', { name: 'Storage place' });
  await user.clear(place);
  await user.type(place, 'shelf');
  expect(await screen.findByRole('option', { name: 'Shelf A1' })).toBeInTheDocument();
  await user.click(screen.getByRole('option', { name: 'Shelf B3' }));
  expect(place).toHaveValue('Shelf B3');
  await user.click(within(storage).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Moved to Security office')).toBeInTheDocument();
  expect(sent).toEqual([{ storageLocation: 'Shelf B3', deskId: 'desk-security' }]);
});

test('free text is still a storage place, and the desk is not sent when unchanged', async () => {
  const { user } = renderApp({
    route: '/items/item-02',
    preloadedState: { session: { token: `mock-token-${kim.id}`, user: kim } },
  });
  const storage = await screen.findByRole('region', { name: 'Storage' });
  const place = within(storage).getByRole('combobox', { name: 'Storage place' });
  await user.clear(place);
  await user.type(place, 'Under the counter');
  await user.click(within(storage).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent).toEqual([{ storageLocation: 'Under the counter' }]));
});
