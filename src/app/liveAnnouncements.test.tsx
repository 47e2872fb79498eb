import { act, screen, waitFor } from '@testing-library/react';
import { loggedInState, renderApp, testUser } from '../test/renderWithProviders';
import { messageReceived, notificationReceived } from './realtimeActions';
import { threadOpened } from './viewSlice';

const message = (senderId: string, content: string) => ({
  _id: `m-${content}`,
  conversation: 'c1',
  sender: { _id: senderId, name: senderId === 'u-student' ? 'Sam Student' : 'Olivia Owner' },
  content,
  createdAt: new Date().toISOString(),
  isRead: false,
});

test('live messages and notifications are read out in a polite live region', async () => {
  const { store } = renderApp({
    route: '/no/such/page',
    preloadedState: loggedInState(testUser()),
  });
  await screen.findByText('404 - Page Not Found');
  const region = document.querySelector('[aria-live="polite"]')!;
  expect(region).toHaveAttribute('role', 'status');

  act(() => {
    store.dispatch(messageReceived(message('u-owner', 'Is it still there?')));
  });
  await waitFor(() =>
    expect(region).toHaveTextContent('New message from Olivia Owner: Is it still there?'),
  );

  act(() => {
    store.dispatch(messageReceived(message('u-student', 'My own words')));
    store.dispatch(
      notificationReceived({
        _id: 'n1',
        userId: 'u-student',
        message: 'Your item was claimed',
        type: 'item',
        createdAt: '',
      }),
    );
  });
  await waitFor(() => expect(region).toHaveTextContent('Notification: Your item was claimed'));
  expect(region).not.toHaveTextContent('My own words');
});

test('a message in the thread open on screen is left to its log region', async () => {
  const { store } = renderApp({
    route: '/no/such/page',
    preloadedState: loggedInState(testUser()),
  });
  await screen.findByText('404 - Page Not Found');
  const region = document.querySelector('[aria-live="polite"]')!;
  act(() => {
    store.dispatch(threadOpened('c1'));
    store.dispatch(messageReceived(message('u-owner', 'Still there?')));
  });
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(region.textContent).toBe('');
  act(() => {
    store.dispatch(messageReceived({ ...message('u-owner', 'Other thread'), conversation: 'c2' }));
  });
  await waitFor(() =>
    expect(region).toHaveTextContent('New message from Olivia Owner: Other thread'),
  );
});
