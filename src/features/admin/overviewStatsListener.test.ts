import { waitFor } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { loggedInState, testUser } from '../../test/renderWithProviders';
import { adminState, recordGets } from './test/adminTestUtils';

// Each store saves its session: the next one would restore it.
afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

test("a restored admin session on /admin asks for the Overview's numbers before any render", async () => {
  window.history.replaceState(null, '', '/admin');
  const gets = recordGets('/admin/dashboard-stats');
  makeStore(adminState());
  await waitFor(() => expect(gets).toHaveLength(1));
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

test('no early request on another tab', async () => {
  const gets = recordGets('/admin/dashboard-stats');
  window.history.replaceState(null, '', '/admin?tab=users');
  makeStore(adminState());
  await settle();
  expect(gets).toHaveLength(0);
});

test('no early request for a non-admin', async () => {
  const gets = recordGets('/admin/dashboard-stats');
  window.history.replaceState(null, '', '/admin');
  makeStore(loggedInState(testUser({ role: 'user' })));
  await settle();
  expect(gets).toHaveLength(0);
});
