import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/server';
import { apiPath } from '../../../../mocks/apiPath';
import { world } from '../../../../mocks/world';
import { renderWithProviders, testUser } from '../../../../test/renderWithProviders';
import OfficeQueuePage from '../OfficeQueuePage';
import type { QueueItem } from '../../../../api/enhancedApi';

/** What the queue screen's tests share: Kim at the office, three Found items, answers. */
export const kim = testUser({ id: 'u-keeper', name: 'Kim Keeper', role: 'keeper' });

/** The queue at `route` (its query string is the view), with a stand-in for the item page. */
export const renderQueue = (route = '/office') =>
  renderWithProviders(<OfficeQueuePage />, {
    route,
    path: '/office',
    extraRoutes: [{ path: '/items/:id', element: <p>Item page</p> }],
    preloadedState: { session: { token: 'mock-token-u-keeper', user: kim } },
  });

export const [first, second, third] = world.items.filter((i) => i.status === 'Found') as [
  (typeof world.items)[number],
  (typeof world.items)[number],
  (typeof world.items)[number],
];

export const row = (item: typeof first, over: Partial<QueueItem> = {}): QueueItem => ({
  item: { ...item, storageLocation: 'Shelf A1' },
  labelledAt: null,
  pendingClaims: 0,
  dueAt: null,
  ...over,
});

export const counts = {
  all: 3,
  mine: 2,
  unlabelled: 3,
  pendingClaims: 1,
  awaitingHandover: 0,
  dueSoon: 1,
};

/** Answers the queue with these rows (three by default), remembering each request's query. */
export function answerQueue(rows: () => QueueItem[] = () => [row(first), row(second), row(third)]) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(apiPath('/office/queue'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      const items = rows();
      return HttpResponse.json({
        items,
        counts: { ...counts, all: items.length },
        pagination: { currentPage: 1, totalPages: 1, totalResults: items.length, limit: 20 },
      });
    }),
  );
  return asked;
}

/** The checkbox of one item's row. */
export const tickName = (item: typeof first) => `Select ${item.title} (${item.reference})`;
