import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { resetMockWorld, world } from '../../../mocks/world';
import { resetToastDedupe } from '../../../app/toasts';
import { adminState, lastParams, recordGets } from '../test/adminTestUtils';
import ItemsTab from './ItemsTab';

const renderTab = () =>
  renderWithProviders(<ItemsTab disableVirtualization />, { preloadedState: adminState() });

beforeEach(() => {
  resetMockWorld();
  resetToastDedupe();
});

test('lists items 10 a page with server paging and sorting', async () => {
  const urls = recordGets('/admin/items');
  const { user } = renderTab();
  // The world's items: the same ones the browse page, details and dashboard show.
  expect(await screen.findByText('Black Leather Wallet')).toBeInTheDocument();
  expect(screen.getByText('1–10 of 21')).toBeInTheDocument();
  const [, firstRow, secondRow] = screen.getAllByRole('row');
  expect(within(firstRow).getByText('Accessories')).toBeInTheDocument();
  expect(within(firstRow).getByText('Alex Rivera')).toBeInTheDocument();
  expect(within(secondRow).getByText('Kim Keeper')).toBeInTheDocument();

  await user.click(screen.getByRole('columnheader', { name: /^title/i }));
  await waitFor(() => expect(lastParams(urls)).toMatchObject({ sortBy: 'title', order: 'asc' }));
  await user.click(screen.getByRole('button', { name: /next page/i }));
  await waitFor(() =>
    expect(lastParams(urls)).toEqual({ page: '2', limit: '10', sortBy: 'title', order: 'asc' }),
  );
});

test('toggling an item asks for confirmation', async () => {
  const { user } = renderTab();
  const toggle = await screen.findByRole('switch', {
    name: 'Toggle activation for Black Leather Wallet',
  });
  expect(toggle).toBeChecked();
  await user.click(toggle);
  const dialog = await screen.findByRole('dialog', { name: 'Deactivate item?' });
  expect(dialog).toHaveTextContent(
    '"Black Leather Wallet" will be hidden from the public listing.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
  await waitFor(() =>
    expect(
      screen.getByRole('switch', { name: 'Toggle activation for Black Leather Wallet' }),
    ).not.toBeChecked(),
  );
  expect(world.items[0].isActive).toBe(false);
});

test('assigning a keeper requires a selection and sends keeperId and keeperName', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiPath('/items/:id/assign-keeper'), async ({ request, params }) => {
      const body = (await request.json()) as { keeperId: string; keeperName: string };
      bodies.push({ id: params.id, ...body });
      const item = { ...world.items[0], keeperId: body.keeperId, keeperName: body.keeperName };
      return HttpResponse.json({ message: 'Keeper assigned', item });
    }),
  );
  const { user } = renderTab();
  await user.click(
    await screen.findByRole('button', { name: 'Assign keeper to Black Leather Wallet' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Assign keeper' });
  await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
  expect(within(dialog).getByText('Please select a keeper')).toBeInTheDocument();
  expect(bodies).toEqual([]);

  await user.click(within(dialog).getByRole('combobox', { name: 'Keeper' }));
  await user.click(await screen.findByRole('option', { name: /Karl Custodian/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(bodies).toEqual([{ id: 'item-01', keeperId: 'u-keeper-2', keeperName: 'Karl Custodian' }]);
});

test('a failed load shows "Failed to load data: …"', async () => {
  server.use(
    http.get(apiPath('/admin/items'), () =>
      HttpResponse.json(errorBody('Items are unavailable', 'INTERNAL_ERROR'), { status: 500 }),
    ),
  );
  renderTab();
  expect(await screen.findByTestId('admin-banner')).toHaveTextContent(
    'Failed to load data: Items are unavailable',
  );
});

test("each item's title links to its page", async () => {
  renderTab();
  const link = await screen.findByRole('link', { name: 'Black Leather Wallet' });
  const id = world.items.find((item) => item.title === 'Black Leather Wallet')!._id;
  expect(link).toHaveAttribute('href', `/items/${id}`);
});

test('shows each reference, and a reference finds its item', async () => {
  const { user } = renderTab();
  await screen.findByText('Black Leather Wallet');
  expect(screen.getByRole('columnheader', { name: 'Reference' })).toBeInTheDocument();
  expect(screen.getByText('LF-2026-00001')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Search items' }), 'lf-2026-00014');
  expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
  expect(screen.getByText('Biology Textbook')).toBeInTheDocument();
  expect(screen.queryByText('Black Leather Wallet')).not.toBeInTheDocument();
});
