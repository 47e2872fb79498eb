import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { apiPath } from '../../../mocks/apiPath';
import { server } from '../../../mocks/server';
import { resetMockWorld, world } from '../../../mocks/world';
import { adminState, lastParams, recordGets } from '../test/adminTestUtils';
import AuditTab from './AuditTab';

beforeEach(() => resetMockWorld());

test('filters by actor, action and days, and asks the server for page 1 of them', async () => {
  const urls = recordGets('/admin/audit');
  const { user } = renderWithProviders(<AuditTab />, { preloadedState: adminState() });
  await screen.findByRole('table', { name: 'Audit log' });
  expect(screen.getByText('24 entries')).toBeInTheDocument();

  await user.click(screen.getByRole('combobox', { name: 'Action' }));
  // Actions read as words (shared/auditActions.ts); the filter still sends the action's name.
  await user.click(screen.getByRole('option', { name: 'Item activated' }));
  await waitFor(() =>
    expect(lastParams(urls)).toMatchObject({ action: 'item.activate', page: '1' }),
  );
  // Items 4, 10, 16 and 22 were switched on.
  await screen.findByText('4 entries');
  const rows = within(screen.getByRole('table', { name: 'Audit log' })).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('Item 4 (LF-2025-00004)');
  expect(rows[1]).toHaveTextContent('Activated');

  await user.type(screen.getByRole('textbox', { name: 'Actor' }), 'nobody');
  await screen.findByText('No admin actions match these filters.');
  expect(lastParams(urls)).toMatchObject({ actor: 'nobody', action: 'item.activate' });

  await user.clear(screen.getByRole('textbox', { name: 'Actor' }));
  await user.type(screen.getByLabelText('From'), '2000-01-01');
  await user.type(screen.getByLabelText('To'), '2000-01-02');
  await waitFor(() =>
    expect(lastParams(urls)).toMatchObject({ from: '2000-01-01', to: '2000-01-02' }),
  );
  expect(lastParams(urls).actor).toBeUndefined();
});

test('Export CSV downloads the log under the same filters', async () => {
  const exports = recordGets('/admin/audit/export');
  const created = jest.fn(() => 'blob:audit');
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const { user } = renderWithProviders(<AuditTab />, { preloadedState: adminState() });
  await screen.findByRole('table', { name: 'Audit log' });
  await user.type(screen.getByRole('textbox', { name: 'Actor' }), 'ada');
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(lastParams(exports)).toEqual({ actor: 'ada' });
  click.mockRestore();
});

/** Records that read cleanly (docs/product.md#audit-log). */
const REASON =
  'The serial number engraved under the battery does not match the one on the receipt they showed us at the counter, so we keep it for now.';

function answerEntries() {
  const base = world.audit[0]!;
  const entries = [
    {
      ...base,
      _id: 'a-release',
      action: 'claim.release',
      targetType: 'item',
      targetId: 'item-03',
      targetLabel: 'iPhone 14 in Green Case (LF-2026-00003)',
      summary: `Claim released: Claimed → Found (${REASON})`,
    },
    {
      ...base,
      _id: 'a-desk',
      action: 'desk.update',
      targetType: 'desk',
      targetId: 'desk-library',
      targetLabel: 'Library desk',
      summary: 'Keepers: Kim Keeper → Kim Keeper, Lee Library',
    },
    {
      ...base,
      _id: 'a-user',
      action: 'user.deactivate',
      targetType: 'user',
      targetId: 'u-alex',
      targetLabel: 'Alex Rivera <alex@campus.edu>',
      summary: 'Deactivated',
    },
    {
      ...base,
      _id: 'a-gone',
      action: 'item.bulkMove',
      targetType: 'item',
      targetId: 'gone',
      targetLabel: '(deleted)',
      summary: 'Desk: Library desk → Security office',
    },
  ];
  server.use(
    http.get(apiPath('/admin/audit'), () =>
      HttpResponse.json({
        entries,
        pagination: { currentPage: 1, totalPages: 1, totalResults: 4, limit: 10 },
      }),
    ),
  );
}

test('names actions in words, links targets and shows every change in full', async () => {
  answerEntries();
  renderWithProviders(<AuditTab />, { preloadedState: adminState() });
  const table = await screen.findByRole('table', { name: 'Audit log' });
  const rows = within(table).getAllByRole('row');
  expect(
    within(rows[0]!)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['When', 'Actor', 'Action', 'Target', 'Change']);
  // Words, one map with the CSV; an action the map does not know still reads as words.
  expect(rows[1]).toHaveTextContent('Claim released');
  expect(rows[1]).not.toHaveTextContent('claim.release');
  expect(rows[2]).toHaveTextContent('Desk changed');
  expect(rows[4]).toHaveTextContent('Item bulk move');
  // The reason is whole, never cut.
  expect(within(rows[1]!).getByText(`Claim released: Claimed → Found (${REASON})`)).toBeVisible();
  // Keeper changes name people.
  expect(rows[2]).toHaveTextContent('Keepers: Kim Keeper → Kim Keeper, Lee Library');
  // Targets are links to where they are; a target that is gone is plain text.
  expect(
    within(rows[1]!).getByRole('link', { name: 'iPhone 14 in Green Case (LF-2026-00003)' }),
  ).toHaveAttribute('href', '/items/item-03');
  expect(within(rows[2]!).getByRole('link', { name: 'Library desk' })).toHaveAttribute(
    'href',
    '/admin?tab=desks',
  );
  expect(
    within(rows[3]!).getByRole('link', { name: 'Alex Rivera <alex@campus.edu>' }),
  ).toHaveAttribute('href', '/users/u-alex');
  expect(within(rows[4]!).queryByRole('link')).not.toBeInTheDocument();
  expect(rows[4]).toHaveTextContent('(deleted)');
});

test('on a phone, each card names the action in words and links its target', async () => {
  answerEntries();
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  try {
    renderWithProviders(<AuditTab />, { preloadedState: adminState() });
    const list = await screen.findByRole('list', { name: 'Audit log' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Claim released');
    expect(cards[0]).toHaveTextContent(REASON);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/items/item-03');
  } finally {
    window.matchMedia = matchMedia;
  }
});
