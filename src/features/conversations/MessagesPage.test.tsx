import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api } from '../../api/enhancedApi';
import { messageReceived, notificationReceived } from '../../app/realtimeActions';
import { resetToastDedupe } from '../../app/toasts';
import { apiPath, errorBody } from '../../mocks/apiPath';
import { resetMockWorld } from '../../mocks/world';
import { server } from '../../mocks/server';
import { loggedInState, renderWithProviders } from '../../test/renderWithProviders';
import MessagesPage from './MessagesPage';

const NOT_A_PARTICIPANT = 'You are not a participant in this conversation.';

const renderThread = (id = 'conv-01') =>
  renderWithProviders(<MessagesPage />, {
    route: `/messages/${id}`,
    path: '/messages/:conversationId',
    preloadedState: loggedInState(),
  });

const bubble = (text: string) => screen.getByText(text).closest('li')!;

beforeEach(() => {
  resetMockWorld();
  resetToastDedupe();
});

describe('MessagesPage', () => {
  it('shows the thread with my messages on the right and theirs on the left', async () => {
    renderThread();
    await screen.findByText('That might be mine! Was there a bus pass inside?');
    const mine = bubble('Yes, and a student ID. I handed it to the library desk.');
    expect(mine).toHaveAttribute('data-own', 'true');
    expect(mine).toHaveStyle({ justifyContent: 'flex-end' });
    const theirs = bubble('That might be mine! Was there a bus pass inside?');
    expect(theirs).toHaveAttribute('data-own', 'false');
    expect(theirs).toHaveStyle({ justifyContent: 'flex-start' });
    expect(within(theirs).getByText('Alex Rivera')).toBeInTheDocument();
    // 12-hour clock (older messages also carry their date).
    expect(within(mine).getByText(/\d{1,2}:\d\d (AM|PM)$/)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Black Leather Wallet' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Conversation with Alex Rivera')).toBeInTheDocument();
  });

  it('shows a sent message at once, then keeps the stored copy once', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let sentBody: unknown;
    server.use(
      http.post(apiPath('/messages/:id/messages'), async ({ request }) => {
        sentBody = await request.clone().json();
        await gate;
        // fall through to the default handler, which stores the message
      }),
    );
    const { user, store } = renderThread();
    await screen.findByText('Thank you so much, heading there now.');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '  See you at 3!  ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const provisional = await screen.findByText('See you at 3!');
    expect(provisional.closest('li')).toHaveAttribute('data-own', 'true');
    expect(provisional.closest('li')).toHaveAttribute('data-pending', 'true');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(sentBody).toMatchObject({ content: 'See you at 3!', sender: 'u-student' });
    const id = (sentBody as { _id: string })._id;
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    act(() => release());
    await waitFor(() => expect(bubble('See you at 3!')).not.toHaveAttribute('data-pending'));
    // The server's push of the same message (matched by _id) does not duplicate it.
    const args = { conversationId: 'conv-01', page: 1, limit: 50 };
    const stored = api.endpoints.listMessages.select(args)(store.getState()).data!.messages.at(-1)!;
    expect(stored._id).toBe(id);
    act(() => {
      store.dispatch(messageReceived(stored));
    });
    expect(screen.getAllByText('See you at 3!')).toHaveLength(1);
  });

  it('removes the provisional message when sending fails', async () => {
    server.use(
      http.post(apiPath('/messages/:id/messages'), () =>
        HttpResponse.json(errorBody('You are not part of this conversation', 'FORBIDDEN'), {
          status: 403,
        }),
      ),
    );
    const { user } = renderThread();
    await screen.findByText('Thank you so much, heading there now.');
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Are you there?{Enter}');
    expect(
      await screen.findByText('Failed to send message: You are not part of this conversation'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('log')).queryByText('Are you there?')).not.toBeInTheDocument();
    // The text comes back so it can be sent again.
    expect(box).toHaveValue('Are you there?');
  });

  it('sends with Enter, adds a line with Shift+Enter, and ignores blank messages', async () => {
    const { user } = renderThread('conv-06');
    expect(await screen.findByText('No messages yet. Say hello!')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(box).toHaveValue('Line one\nLine two');
    await user.type(box, '{Enter}');
    expect(await screen.findByText(/Line one\s+Line two/)).toBeInTheDocument();
  });

  it('shows a banner when the thread cannot be loaded', async () => {
    // conv-05 is between Alex and Priya: the server refuses Sam.
    server.use(
      http.get(apiPath('/messages/:id/messages'), () =>
        HttpResponse.json(errorBody(NOT_A_PARTICIPANT, 'FORBIDDEN'), { status: 403 }),
      ),
    );
    renderThread('conv-05');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Failed to load messages: ${NOT_A_PARTICIPANT}`,
    );
  });

  it('keeps its header when the thread is not on the first page of conversations', async () => {
    server.use(
      http.get(apiPath('/conversations'), () =>
        HttpResponse.json({
          conversations: { docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1 },
        }),
      ),
    );
    renderThread();
    expect(
      await screen.findByRole('heading', { name: 'Black Leather Wallet' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Conversation with Alex Rivera')).toBeInTheDocument();
  });

  it('a new message in the open thread shows in it, without a toast', async () => {
    const { store } = renderThread();
    await screen.findByText('That might be mine! Was there a bus pass inside?');
    act(() => {
      store.dispatch(
        notificationReceived({
          _id: 'n-open',
          userId: 'u-student',
          message: 'New message from Alex Rivera about "Black Leather Wallet"',
          type: 'message',
          link: '/messages/conv-01',
          createdAt: new Date().toISOString(),
        }),
      );
      store.dispatch(
        notificationReceived({
          _id: 'n-other',
          userId: 'u-student',
          message: 'New message from Priya Shah about "Blue Backpack"',
          type: 'message',
          link: '/messages/conv-02',
          createdAt: new Date().toISOString(),
        }),
      );
    });
    expect(
      await screen.findByText('New message from Priya Shah about "Blue Backpack"'),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('New message from Alex Rivera about "Black Leather Wallet"'),
    ).not.toBeInTheDocument();
  });
});
