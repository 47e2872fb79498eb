import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { resetMockWorld, world } from '../../../mocks/world';
import { resetToastDedupe } from '../../../app/toasts';
import { adminState, lastParams, recordGets } from '../test/adminTestUtils';
import CategoriesTab from './CategoriesTab';

const renderTab = () => renderWithProviders(<CategoriesTab />, { preloadedState: adminState() });
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

beforeEach(() => {
  resetMockWorld();
  resetToastDedupe();
});

test('lists all categories 10 a page, inactive ones included', async () => {
  const urls = recordGets('/categories/admin');
  const { user } = renderTab();
  expect(await screen.findByRole('cell', { name: 'Bags' })).toBeInTheDocument();
  expect(lastParams(urls)).toEqual({ page: '1', limit: '10' });
  await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
  expect(await screen.findByRole('cell', { name: 'Umbrellas' })).toBeInTheDocument();
  expect(within(rowOf('Umbrellas')).getByText('Inactive')).toBeInTheDocument();
  expect(lastParams(urls)).toEqual({ page: '2', limit: '10' });
});

test('create requires a name; the description is optional', async () => {
  const { user } = renderTab();
  await screen.findByRole('cell', { name: 'Bags' });
  await user.click(screen.getByRole('button', { name: 'Create category' }));
  expect(screen.getByText('Category name is required')).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: /category name/i }), 'Art Supplies');
  await user.click(screen.getByRole('button', { name: 'Create category' }));
  expect(await screen.findByRole('cell', { name: 'Art Supplies' })).toBeInTheDocument();
  expect(world.categories.find((c) => c.name === 'Art Supplies')?.description).toBe('');
});

test('deactivation asks for confirmation', async () => {
  const { user } = renderTab();
  await screen.findByRole('cell', { name: 'Bags' });
  await user.click(screen.getByRole('button', { name: 'Deactivate Bags' }));
  const dialog = await screen.findByRole('dialog', { name: 'Deactivate category?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(within(rowOf('Bags')).getByText('Active')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Deactivate Bags' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }),
  );
  await waitFor(() => expect(within(rowOf('Bags')).getByText('Inactive')).toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Deactivate Bags' })).toBeDisabled();
});

test('edit changes name and description and can reactivate', async () => {
  const { user } = renderTab();
  await screen.findByRole('cell', { name: 'Bags' });
  await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
  await user.click(await screen.findByRole('button', { name: 'Edit Umbrellas' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit category' });
  const name = within(dialog).getByRole('textbox', { name: /name/i });
  await user.clear(name);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByText('Category name is required')).toBeInTheDocument();

  await user.type(name, 'Umbrellas & Rain Gear');
  await user.type(within(dialog).getByRole('textbox', { name: /description/i }), 'Wet weather');
  await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByRole('cell', { name: 'Umbrellas & Rain Gear' })).toBeInTheDocument();
  expect(within(rowOf('Umbrellas & Rain Gear')).getByText('Active')).toBeInTheDocument();
  expect(world.categories.find((c) => c._id === 'c-10')).toMatchObject({
    name: 'Umbrellas & Rain Gear',
    description: 'Wet weather',
    isActive: true,
  });
});

test('shows each category’s retention and sets it on create and edit (docs/product.md#retention)', async () => {
  const { user } = renderTab();
  expect(await screen.findByRole('cell', { name: 'Bags' })).toBeInTheDocument();
  expect(within(rowOf('Bags')).getByRole('cell', { name: '90 days' })).toBeInTheDocument();

  const retention = screen.getByRole('textbox', { name: /retention \(days\)/i });
  expect(retention).toHaveValue('90');
  await user.clear(retention);
  await user.type(retention, '0');
  await user.type(screen.getByRole('textbox', { name: /category name/i }), 'Passports');
  await user.click(screen.getByRole('button', { name: 'Create category' }));
  expect(
    screen.getByText('Retention must be a whole number of days from 1 to 3650'),
  ).toBeInTheDocument();
  expect(world.categories.find((c) => c.name === 'Passports')).toBeUndefined();

  await user.clear(retention);
  await user.type(retention, '14');
  await user.click(screen.getByRole('button', { name: 'Create category' }));
  await waitFor(() =>
    expect(world.categories.find((c) => c.name === 'Passports')?.retentionDays).toBe(14),
  );

  await user.click(screen.getByRole('button', { name: 'Edit Bags' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit category' });
  const days = within(dialog).getByRole('textbox', { name: /retention \(days\)/i });
  expect(days).toHaveValue('90');
  await user.clear(days);
  await user.type(days, '60');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await within(rowOf('Bags')).findByRole('cell', { name: '60 days' })).toBeInTheDocument();
  expect(world.categories.find((c) => c.name === 'Bags')?.retentionDays).toBe(60);
});
