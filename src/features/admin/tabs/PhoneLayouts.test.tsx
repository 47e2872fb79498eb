import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { resetMockWorld } from '../../../mocks/world';
import { resetToastDedupe } from '../../../app/toasts';
import { adminState } from '../test/adminTestUtils';
import { PagedTable } from '../shared/PagedTable';
import DesksTab from '../desks/DesksTab';
import ItemsTab from './ItemsTab';
import UsersTab from './UsersTab';
import KeepersTab from './KeepersTab';

// docs/accessibility.md: at phone widths the admin items, users, keepers and desks and a user's
// items are stacked cards, with every action on screen. jsdom has no matchMedia: every query matches here.
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

test('the admin Users tab shows one card per user with its switch and View, never its own', async () => {
  const { user } = renderWithProviders(<UsersTab />, { preloadedState: adminState() });
  const list = await screen.findByRole('list', { name: 'Users' });
  expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  const cards = within(list).getAllByRole('listitem');
  expect(cards).toHaveLength(10);
  const liam = cards.find((card) => within(card).queryByText('Liam Garcia'))!;
  expect(within(liam).getByRole('switch', { name: /Liam Garcia/ })).toBeEnabled();
  expect(within(liam).getByRole('link', { name: 'View Liam Garcia' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/users\//),
  );
  expect(within(liam).getByText('Email')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'users pages' })).toBeInTheDocument();

  // Searching stays on cards; the admin's own card cannot be switched off.
  await user.type(screen.getByRole('textbox', { name: 'Search users' }), 'Ada');
  const ada = await screen.findByText('Ada Admin', { selector: 'li *' });
  const own = ada.closest('li') as HTMLElement;
  expect(within(own).getByRole('switch', { name: /Ada Admin/ })).toBeDisabled();
  expect(screen.queryByRole('grid')).not.toBeInTheDocument();
});

test('the admin Keepers tab lists each keeper as a card', async () => {
  renderWithProviders(<KeepersTab />, { preloadedState: adminState() });
  const list = await screen.findByRole('list', { name: 'Keepers' });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const karl = within(list)
    .getAllByRole('listitem')
    .find((card) => within(card).queryByText('Karl Custodian'))!;
  expect(karl).toHaveTextContent(/^NameKarl CustodianEmail\S+@\S+Since/);
});

test('the admin Desks tab lists each desk as a card with its storage places and actions', async () => {
  renderWithProviders(<DesksTab />, { preloadedState: adminState() });
  const list = await screen.findByRole('list', { name: 'Desks' });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const library = within(list)
    .getAllByRole('listitem')
    .find((card) => within(card).queryByText('Library desk'))!;
  // On a card every column shows, those a phone table leaves out too.
  expect(within(library).getByText('Lee Library')).toBeInTheDocument();
  expect(within(library).getByText('Box 4')).toBeInTheDocument();
  expect(within(library).getByRole('button', { name: 'Edit Library desk' })).toBeInTheDocument();
  expect(within(library).getByRole('button', { name: 'Delete Library desk' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add desk' })).toBeInTheDocument();
});
