import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { apiPath } from '../../../mocks/apiPath';
import { resetMockWorld } from '../../../mocks/world';
import { adminState, lastParams, recordGets } from '../test/adminTestUtils';
import AuditTab from './AuditTab';
import ConversationsTab from './ConversationsTab';

beforeEach(() => resetMockWorld());

/** Opens a thread on the wallet for each of these people, through the users' own handler. */
async function openWalletThreads(userIds: string[]) {
  for (const id of userIds) {
    await fetch(apiPath('/conversations'), {
      method: 'POST',
      headers: { authorization: `mock-token-${id}`, 'content-type': 'application/json' },
      body: JSON.stringify({ itemId: 'item-01' }),
    });
  }
}

test("conversations are the users' threads, paged, and expand to show their messages", async () => {
  // The 6 seeded threads and 5 just opened (the most recent): a second page of one.
  await openWalletThreads(['u-001', 'u-002', 'u-003', 'u-004', 'u-006']);
  const urls = recordGets('/admin/conversations');
  const { user } = renderWithProviders(<ConversationsTab />, { preloadedState: adminState() });
  const keys = await screen.findByRole('button', { name: /Dorm Room Keys/ });
  expect(keys).toHaveTextContent('Found');
  expect(keys).toHaveTextContent('Priya Shah · Sam Student');
  expect(lastParams(urls)).toEqual({ page: '1', limit: '10' });
  expect(screen.getByText('11 conversations')).toBeInTheDocument();
  const opened = screen.getByRole('button', { name: /Black Leather Wallet.*Liam Garcia/ });
  expect(opened).toHaveTextContent('Liam Garcia · Alex Rivera');
  expect(opened).toHaveTextContent('No messages');

  await user.click(keys);
  const messages = await screen.findByRole('list', { name: 'Messages about Dorm Room Keys' });
  expect(within(messages).getByText(/keys on the red lanyard/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
  await screen.findByRole('button', { name: /Laptop Charger/ });
  expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(1);
  expect(lastParams(urls)).toEqual({ page: '2', limit: '10' });
});

test('the audit log shows who did what to which target, in a sentence', async () => {
  renderWithProviders(<AuditTab />, { preloadedState: adminState() });
  const table = await screen.findByRole('table', { name: 'Audit log' });
  const firstRow = within(table).getAllByRole('row')[1];
  expect(firstRow).toHaveTextContent('Ada Admin');
  expect(firstRow).toHaveTextContent('User 1');
  expect(firstRow).toHaveTextContent('Activated');
  expect(firstRow).not.toHaveTextContent('isActive');
  expect(screen.getByText('24 entries')).toBeInTheDocument();
});
