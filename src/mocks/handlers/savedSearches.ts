import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, errorBody } from '../apiPath';
import { mockUserForToken } from '../data/items';
import { adminDb } from '../data/admin';
import { mockAlerts, SAVED_SEARCH_LIMIT, type MockSavedSearch } from '../data/alerts';
import type { ItemStatus, SavedSearch } from '../../api/enhancedApi';

/** Mocked saved-search operations of openapi.yaml (every response is checked against the contract in Jest). */

const STATUSES: ItemStatus[] = ['Lost', 'Found', 'Claimed', 'Returned'];

const fail = (status: number, message: string, code: string, field?: string) =>
  HttpResponse.json(errorBody(message, code, field ? [{ field, message }] : undefined), { status });

const unauthorized = () => fail(401, 'Authentication required', 'UNAUTHORIZED');

const toApi = ({ _id, search, status, categoryId, createdAt }: MockSavedSearch): SavedSearch => ({
  _id,
  search,
  status,
  category: adminDb.categories.find((c) => c._id === categoryId) ?? null,
  createdAt,
});

const mine = (userId: string) =>
  mockAlerts.savedSearches
    .filter((s) => s.userId === userId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

type Input = { search?: unknown; status?: unknown; category?: unknown };

/** Like the server: each part optional, not all empty; a known status and an active category. */
function readInput(body: Input): Omit<MockSavedSearch, '_id' | 'userId' | 'createdAt'> | Response {
  const search = typeof body.search === 'string' ? body.search.trim() : '';
  if (search.length > 100) {
    return fail(400, 'Search must be at most 100 characters.', 'VALIDATION_ERROR', 'search');
  }
  const status = body.status ?? null;
  if (status !== null && !STATUSES.includes(status as ItemStatus)) {
    return fail(400, 'Status is not an allowed value.', 'VALIDATION_ERROR', 'status');
  }
  const categoryId = typeof body.category === 'string' && body.category ? body.category : null;
  if (categoryId && !adminDb.categories.some((c) => c._id === categoryId && c.isActive)) {
    return fail(400, 'Category not found', 'BAD_REQUEST');
  }
  if (!search && !status && !categoryId) {
    return fail(400, 'Give words, a status or a category to save a search.', 'BAD_REQUEST');
  }
  return { search, status: status as ItemStatus | null, categoryId };
}

let created = 0;

export const savedSearchesHandlers: HttpHandler[] = [
  http.get(apiPath('/saved-searches'), ({ request }) => {
    const user = mockUserForToken(request.headers.get('Authorization'));
    if (!user) return unauthorized();
    return HttpResponse.json({ savedSearches: mine(user._id).map(toApi) });
  }),

  http.post(apiPath('/saved-searches'), async ({ request }) => {
    const user = mockUserForToken(request.headers.get('Authorization'));
    if (!user) return unauthorized();
    const input = readInput(((await request.json().catch(() => null)) ?? {}) as Input);
    if (input instanceof Response) return input;
    const list = mine(user._id);
    // Saving the same search twice answers the one already saved.
    const same = list.find(
      (s) =>
        s.search.toLowerCase() === input.search.toLowerCase() &&
        s.status === input.status &&
        s.categoryId === input.categoryId,
    );
    if (same) return HttpResponse.json({ savedSearch: toApi(same) }, { status: 201 });
    if (list.length >= SAVED_SEARCH_LIMIT) {
      return fail(409, `You can keep at most ${SAVED_SEARCH_LIMIT} saved searches.`, 'CONFLICT');
    }
    created += 1;
    const saved: MockSavedSearch = {
      _id: `ss-new-${Date.now().toString(36)}-${created}`,
      userId: user._id,
      ...input,
      createdAt: new Date().toISOString(),
    };
    mockAlerts.savedSearches.push(saved);
    return HttpResponse.json({ savedSearch: toApi(saved) }, { status: 201 });
  }),

  http.delete(apiPath('/saved-searches/:id'), ({ request, params }) => {
    const user = mockUserForToken(request.headers.get('Authorization'));
    if (!user) return unauthorized();
    const index = mockAlerts.savedSearches.findIndex(
      (s) => s._id === params.id && s.userId === user._id,
    );
    // Someone else's saved search is as unknown as a missing one.
    if (index < 0) return fail(404, 'Saved search not found', 'NOT_FOUND');
    mockAlerts.savedSearches.splice(index, 1);
    return HttpResponse.json({ message: 'Saved search deleted' });
  }),
];
