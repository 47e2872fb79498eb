import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { resetMockWorld } from '../../../mocks/world';
import { resetToastDedupe } from '../../../app/toasts';
import { adminState } from '../test/adminTestUtils';
import { PagedTable } from '../shared/PagedTable';
import ItemsTab from './ItemsTab';

// docs/accessibility.md: at phone widths the admin items and a user's items are stacked
// cards, with every action on screen. jsdom has no matchMedia: every query matches here.
const realMatchMedia = window.matchMedia;
beforeEach(() => {
  resetMockWorld();
  resetToastDedupe();
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

test('the admin Items tab shows one card per item with its switch and Assign keeper', async () => {
  const { user } = renderWithProviders(<ItemsTab />, { preloadedState: adminState() });
  const list = await screen.findByRole('list', { name: 'Items' });
  expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  const cards = within(list).getAllByRole('listitem');
  expect(cards).toHaveLength(10);
  const wallet = cards.find((card) => within(card).queryByText('Black Leather Wallet'))!;
  expect(within(wallet).getByRole('link', { name: 'Black Leather Wallet' })).toBeInTheDocument();
  expect(within(wallet).getByText('LF-2026-00001')).toBeInTheDocument();
  expect(
    within(wallet).getByRole('switch', { name: 'Toggle activation for Black Leather Wallet' }),
  ).toBeChecked();
  expect(screen.getByRole('textbox', { name: 'Search items' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'items pages' })).toBeInTheDocument();
  await user.click(
    within(wallet).getByRole('button', { name: 'Assign keeper to Black Leather Wallet' }),
  );
  expect(await screen.findByRole('dialog', { name: 'Assign keeper' })).toBeInTheDocument();
});

test('a table with cardsOnPhone lists each row as its headers and cells', () => {
  renderWithProviders(
    <PagedTable
      label="Posted items"
      rows={[{ _id: 'a', title: 'Green phone', status: 'Found' }]}
      columns={[
        { header: 'Title', cell: (row) => row.title },
        { header: 'Status', cell: (row) => row.status },
      ]}
      loading={false}
      loadingLabel="Loading items"
      cardsOnPhone
    />,
  );
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const [card] = within(screen.getByRole('list', { name: 'Posted items' })).getAllByRole(
    'listitem',
  );
  expect(card).toHaveTextContent('TitleGreen phoneStatusFound');
});
