import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { resetMockWorld } from '../../../mocks/world';
import { adminState, lastParams, recordGets } from '../test/adminTestUtils';
import AuditTab from './AuditTab';

beforeEach(() => resetMockWorld());

test('filters by actor, action and days, and asks the server for page 1 of them', async () => {
  const urls = recordGets('/admin/audit');
  const { user } = renderWithProviders(<AuditTab />, { preloadedState: adminState() });
  await screen.findByRole('table', { name: 'Audit log' });
  expect(screen.getByText('24 entries')).toBeInTheDocument();

  await user.click(screen.getByRole('combobox', { name: 'Action' }));
  await user.click(screen.getByRole('option', { name: 'item.activate' }));
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
