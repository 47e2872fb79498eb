import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { resetAdminData } from '../../../mocks/data/admin';
import { adminState, lastParams, recordGets } from '../test/adminTestUtils';
import AuditTab from './AuditTab';
import ConversationsTab from './ConversationsTab';

beforeEach(() => resetAdminData());

test('conversations are paged and expand to show their messages', async () => {
  const urls = recordGets('/admin/conversations');
  const { user } = renderWithProviders(<ConversationsTab />, { preloadedState: adminState() });
  const first = await screen.findByRole('button', { name: /Black Leather Wallet/ });
  expect(first).toHaveTextContent('Lost');
  expect(first).toHaveTextContent('Mia Nguyen');
  expect(lastParams(urls)).toEqual({ page: '1', limit: '10' });
  expect(screen.getByText('14 conversations')).toBeInTheDocument();

  await user.click(first);
  const messages = await screen.findByRole('list', { name: 'Messages about Black Leather Wallet' });
  expect(within(messages).getByText('Hi, I think this is mine!')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
  expect(await screen.findAllByRole('button', { expanded: false })).toHaveLength(4);
  expect(lastParams(urls)).toEqual({ page: '2', limit: '10' });
});

test('the audit log shows who did what, with before → after', async () => {
  renderWithProviders(<AuditTab />, { preloadedState: adminState() });
  const table = await screen.findByRole('table', { name: 'Audit log' });
  const firstRow = within(table).getAllByRole('row')[1];
  expect(firstRow).toHaveTextContent('Ada Admin');
  expect(firstRow).toHaveTextContent('user.toggleActive');
  expect(firstRow).toHaveTextContent('user u-001');
  expect(firstRow).toHaveTextContent('{"isActive":false} → {"isActive":true}');
  expect(screen.getByText('24 entries')).toBeInTheDocument();
});
