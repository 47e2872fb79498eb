import { screen, within } from '@testing-library/react';
import { format, parseISO } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { apiPath, errorBody } from '../../mocks/apiPath';
import { resetMockWorld } from '../../mocks/world';
import { server } from '../../mocks/server';
import { loggedInState, renderWithProviders } from '../../test/renderWithProviders';
import ConversationsPage from './ConversationsPage';

const renderPage = () =>
  renderWithProviders(<ConversationsPage />, {
    route: '/conversations',
    path: '/conversations',
    preloadedState: loggedInState(),
  });

beforeEach(() => resetMockWorld());

describe('ConversationsPage', () => {
  it('lists my conversations: item, status, the other participant and the last message time', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('link');
    // Sam Student takes part in five of the mocked threads, most recent activity first.
    expect(rows).toHaveLength(5);
    const keys = within(rows[0]);
    expect(keys.getByText('Dorm Room Keys')).toBeInTheDocument();
    expect(keys.getByText('Found')).toBeInTheDocument();
    expect(keys.getByText('with Priya Shah')).toBeInTheDocument();
    const when = format(parseISO('2025-04-08T19:15:00.000Z'), 'MM/dd/yyyy h:mm a');
    expect(keys.getByText(when)).toBeInTheDocument();
    expect(when).toMatch(/^\d\d\/\d\d\/2025 \d{1,2}:\d\d (AM|PM)$/);
    expect(rows[0]).toHaveAttribute('href', '/messages/conv-04');

    const phone = within(rows[1]);
    expect(phone.getByText('iPhone 14 in Green Case')).toBeInTheDocument();
    expect(phone.getByText('Claimed')).toBeInTheDocument();
    expect(phone.getByText('with Alex Rivera')).toBeInTheDocument();
    expect(screen.getByText('No messages yet')).toBeInTheDocument();
  });

  it('says so when there are no conversations', async () => {
    server.use(
      http.get(apiPath('/conversations'), () =>
        HttpResponse.json({
          conversations: { docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1 },
        }),
      ),
    );
    renderPage();
    expect(await screen.findByText('No conversations found.')).toBeInTheDocument();
  });

  it('shows a banner when the list cannot be loaded', async () => {
    server.use(
      http.get(apiPath('/conversations'), () =>
        HttpResponse.json(errorBody('Database unavailable', 'INTERNAL_ERROR'), { status: 500 }),
      ),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load conversations: Database unavailable',
    );
    expect(screen.queryByText('No conversations found.')).not.toBeInTheDocument();
  });
});
