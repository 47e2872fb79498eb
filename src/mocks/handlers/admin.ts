import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, errorBody } from '../apiPath';
import { adminDb, MOCK_ADMIN_ID, weeklySeries } from '../data/admin';
import { mockDb, mockUserForToken } from '../data/items';
import { adminConversations, conversationsState } from './conversations';
import type { AuditEntry, Item, User } from '../../api/enhancedApi';

/*
 * Mocked admin operations of openapi.yaml (every response is checked against the contract in
 * Jest). Server-side behaviour is honoured: page, limit, search, sortBy and order are applied.
 */

type Query = { page: number; limit: number; search: string; sortBy: string; order: 'asc' | 'desc' };

const invalid = (field: string, message: string) =>
  HttpResponse.json(errorBody('Invalid request', 'VALIDATION_ERROR', [{ field, message }]), {
    status: 400,
  });

/** Parses the list parameters; a Response when they break the contract. */
export function readQuery(
  request: Request,
  sortFields: string[],
  defaultLimit = 10,
): Query | Response {
  const params = new URL(request.url).searchParams;
  const page = Number(params.get('page') ?? 1);
  const limit = Number(params.get('limit') ?? defaultLimit);
  const sortBy = params.get('sortBy') ?? 'createdAt';
  const order = params.get('order') ?? 'desc';
  if (!Number.isInteger(page) || page < 1) return invalid('page', 'must be an integer >= 1');
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    return invalid('limit', 'must be an integer from 1 to 100');
  if (sortFields.length && !sortFields.includes(sortBy))
    return invalid('sortBy', `must be one of ${sortFields.join(', ')}`);
  if (order !== 'asc' && order !== 'desc') return invalid('order', 'must be asc or desc');
  return { page, limit, search: (params.get('search') ?? '').trim().toLowerCase(), sortBy, order };
}

/** One page of `rows` plus the contract's pagination block. */
export function paginate<T>(rows: T[], { page, limit }: { page: number; limit: number }) {
  return {
    rows: rows.slice((page - 1) * limit, page * limit),
    pagination: {
      currentPage: page,
      totalPages: Math.max(1, Math.ceil(rows.length / limit)),
      totalResults: rows.length,
      limit,
    },
  };
}

function sorted<T>(rows: T[], key: (row: T) => string, order: 'asc' | 'desc'): T[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * key(a).localeCompare(key(b)));
}

const notFound = (what: string) =>
  HttpResponse.json(errorBody(`${what} not found`, 'NOT_FOUND'), { status: 404 });

function audit(
  action: string,
  targetType: string,
  targetId: string,
  before: object,
  after: object,
) {
  const entry: AuditEntry = {
    _id: `audit-${Date.now()}-${adminDb.audit.length}`,
    actor: { _id: MOCK_ADMIN_ID, name: 'Ada Admin' },
    action,
    targetType,
    targetId,
    before,
    after,
    createdAt: new Date().toISOString(),
  };
  adminDb.audit.unshift(entry);
}

/** Flips a user's or item's active flag and records it as the server's audit log would. */
function toggleActive(row: { _id: string; isActive: boolean }, targetType: 'user' | 'item') {
  row.isActive = !row.isActive;
  audit(
    `${targetType}.toggleActive`,
    targetType,
    row._id,
    { isActive: !row.isActive },
    { isActive: row.isActive },
  );
}

const userKey: Record<string, (u: User) => string> = {
  name: (u) => u.name.toLowerCase(),
  email: (u) => u.email.toLowerCase(),
  createdAt: (u) => u.createdAt,
};
const itemKey: Record<string, (i: Item) => string> = {
  title: (i) => i.title.toLowerCase(),
  status: (i) => i.status,
  createdAt: (i) => i.createdAt,
};

const withItemCount = (user: User): User => ({
  ...user,
  itemCount: mockDb.items.filter((i) => i.postedBy._id === user._id).length,
});

function stats() {
  const { users, categories } = adminDb;
  const { items } = mockDb;
  const byStatus = (s: Item['status']) => items.filter((i) => i.status === s).length;
  const mostActiveUsers = users
    .map(withItemCount)
    .filter((u) => (u.itemCount ?? 0) > 0)
    .sort((a, b) => (b.itemCount ?? 0) - (a.itemCount ?? 0) || a.name.localeCompare(b.name))
    .slice(0, 5)
    .map((u) => ({ userId: u._id, name: u.name, email: u.email, itemCount: u.itemCount ?? 0 }));
  return {
    totalItems: items.length,
    lostItems: byStatus('Lost'),
    foundItems: byStatus('Found'),
    claimedItems: byStatus('Claimed'),
    returnedItems: byStatus('Returned'),
    totalUsers: users.length,
    activeUsers: users.filter((u) => u.isActive).length,
    totalKeepers: users.filter((u) => u.role === 'keeper').length,
    totalCategories: categories.filter((c) => c.isActive).length,
    // The users' own threads (./conversations): one world, so a thread opened there counts here.
    totalConversations: conversationsState.get().length,
    mostActiveUsers,
  };
}

export const adminHandlers: HttpHandler[] = [
  http.get(apiPath('/admin/dashboard-stats'), () =>
    HttpResponse.json({ stats: stats(), weekly: weeklySeries() }),
  ),

  http.get(apiPath('/keepers'), () =>
    HttpResponse.json({
      keepers: sorted(
        adminDb.users.filter((u) => u.role === 'keeper' && u.isActive),
        (u) => u.name,
        'asc',
      ).map(({ _id, name, email, createdAt }) => ({ _id, name, email, createdAt })),
    }),
  ),

  http.get(apiPath('/admin/users'), ({ request }) => {
    const q = readQuery(request, Object.keys(userKey));
    if (q instanceof Response) return q;
    const matches = adminDb.users.filter(
      (u) => !q.search || `${u.name} ${u.email}`.toLowerCase().includes(q.search),
    );
    const { rows, pagination } = paginate(sorted(matches, userKey[q.sortBy], q.order), q);
    return HttpResponse.json({ users: rows.map(withItemCount), pagination });
  }),

  http.get(apiPath('/admin/users/:id'), ({ params }) => {
    const user = adminDb.users.find((u) => u._id === params.id);
    return user ? HttpResponse.json({ user: withItemCount(user) }) : notFound('User');
  }),

  http.get(apiPath('/admin/users/:id/items'), ({ params, request }) => {
    if (!adminDb.users.some((u) => u._id === params.id)) return notFound('User');
    const q = readQuery(request, [], 5);
    if (q instanceof Response) return q;
    const own = mockDb.items.filter((i) => i.postedBy._id === params.id);
    const { rows, pagination } = paginate(sorted(own, itemKey.createdAt, 'desc'), q);
    return HttpResponse.json({ items: rows, pagination });
  }),

  http.put(apiPath('/admin/users/:id/activate'), ({ params }) => {
    const user = adminDb.users.find((u) => u._id === params.id);
    if (!user) return notFound('User');
    if (user._id === MOCK_ADMIN_ID)
      return HttpResponse.json(errorBody('You cannot deactivate your own account', 'FORBIDDEN'), {
        status: 403,
      });
    toggleActive(user, 'user');
    return HttpResponse.json({
      message: user.isActive ? 'User activated' : 'User deactivated',
      user: withItemCount(user),
    });
  }),

  http.get(apiPath('/admin/items'), ({ request }) => {
    const q = readQuery(request, Object.keys(itemKey));
    if (q instanceof Response) return q;
    const matches = mockDb.items.filter(
      (i) =>
        !q.search ||
        // A reference finds its item (docs/product.md#references-storage-and-custody).
        `${i.reference} ${i.title} ${i.description} ${i.location} ${i.category.name}`
          .toLowerCase()
          .includes(q.search),
    );
    const { rows, pagination } = paginate(sorted(matches, itemKey[q.sortBy], q.order), q);
    return HttpResponse.json({ items: rows, pagination });
  }),

  http.put(apiPath('/admin/items/:id/activate'), ({ params }) => {
    const item = mockDb.items.find((i) => i._id === params.id);
    if (!item) return notFound('Item');
    toggleActive(item, 'item');
    return HttpResponse.json({
      message: item.isActive ? 'Item activated' : 'Item deactivated',
      item,
    });
  }),

  // An admin's assignment (any item of the world, audited); a keeper's falls through to ./items.
  http.post(apiPath('/items/:id/assign-keeper'), async ({ params, request }) => {
    const caller = mockUserForToken(request.headers.get('Authorization'));
    const item = mockDb.items.find((i) => i._id === params.id);
    if (!item || caller?.role !== 'admin') return undefined;
    const body = (await request.json()) as { keeperId?: string; keeperName?: string };
    const keeper = adminDb.users.find((u) => u._id === body.keeperId && u.role === 'keeper');
    if (!keeper) return invalid('keeperId', 'must be a keeper');
    const before = { keeperId: item.keeperId, keeperName: item.keeperName };
    item.keeperId = keeper._id;
    item.keeperName = body.keeperName || keeper.name;
    audit('item.assignKeeper', 'item', item._id, before, {
      keeperId: item.keeperId,
      keeperName: item.keeperName,
    });
    return HttpResponse.json({ message: 'Keeper assigned', item });
  }),

  http.get(apiPath('/admin/conversations'), ({ request }) => {
    const q = readQuery(request, []);
    if (q instanceof Response) return q;
    const recent = sorted(adminConversations(), (c) => c.updatedAt, 'desc');
    const { rows, pagination } = paginate(recent, q);
    return HttpResponse.json({ conversations: rows, pagination });
  }),

  http.get(apiPath('/admin/audit'), ({ request }) => {
    const q = readQuery(request, []);
    if (q instanceof Response) return q;
    const { rows, pagination } = paginate(
      sorted(adminDb.audit, (a) => a.createdAt, 'desc'),
      q,
    );
    return HttpResponse.json({ entries: rows, pagination });
  }),
];
