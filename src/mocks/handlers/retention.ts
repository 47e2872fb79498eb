import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, errorBody } from '../apiPath';
import { adminDb } from '../data/admin';
import { mockDb, mockUserForToken } from '../data/items';
import { recordEvent } from '../data/custody';
import { paginate, readQuery } from './admin';
import type { DueItem, Item } from '../../api/enhancedApi';

/*
 * Mocked retention operations (docs/product.md#retention): the due list computed from the
 * world's items and categories with the server's rules, and disposal.
 */

const DAY_MS = 24 * 3600_000;
const METHODS = ['donated', 'discarded', 'transferred'];

const fail = (status: number, message: string, code: string, field?: string) =>
  HttpResponse.json(errorBody(message, code, field ? [{ field, message }] : undefined), {
    status,
  });
const isStaff = (role: string) => role === 'keeper' || role === 'admin';
/** 401 without a session, 403 for anyone but keepers and admins; else the caller. */
function staff(request: Request) {
  const user = mockUserForToken(request.headers.get('Authorization'));
  if (!user) return fail(401, 'Please log in to continue.', 'UNAUTHORIZED');
  if (!isStaff(user.role)) return fail(403, 'Only keepers and admins can do this.', 'FORBIDDEN');
  return user;
}

const retentionOf = (item: Item) =>
  adminDb.categories.find((c) => c._id === item.category._id)?.retentionDays ?? 90;

/** The world's due items at `now`, oldest first. */
export function dueItems(now = Date.now()): DueItem[] {
  return mockDb.items
    .filter((i) => i.status === 'Found' && i.isActive && !i.claimedById)
    .map((item) => {
      const retentionDays = retentionOf(item);
      const posted = Date.parse(item.createdAt);
      return {
        item,
        ageDays: Math.floor((now - posted) / DAY_MS),
        retentionDays,
        dueSince: new Date(posted + retentionDays * DAY_MS).toISOString(),
      };
    })
    .filter((d) => Date.parse(d.dueSince) <= now)
    .sort((a, b) => a.item.createdAt.localeCompare(b.item.createdAt));
}

export const retentionHandlers: HttpHandler[] = [
  http.get(apiPath('/admin/disposal-due'), ({ request }) => {
    const user = staff(request);
    if (user instanceof Response) return user;
    const q = readQuery(request, []);
    if (q instanceof Response) return q;
    const { rows, pagination } = paginate(dueItems(), q);
    return HttpResponse.json({ items: rows, pagination });
  }),

  http.post(apiPath('/items/:id/dispose'), async ({ request, params }) => {
    const user = staff(request);
    if (user instanceof Response) return user;
    const body = (await request.json().catch(() => ({}))) as { method?: string; note?: string };
    if (!body.method || !METHODS.includes(body.method)) {
      return fail(
        400,
        'method must be donated, discarded or transferred',
        'VALIDATION_ERROR',
        'method',
      );
    }
    const item = mockDb.items.find((i) => i._id === params.id);
    if (!item || (!item.isActive && user.role !== 'admin')) {
      return fail(404, 'Item not found.', 'NOT_FOUND');
    }
    if (item.disposal) return fail(409, 'This item has already been disposed of.', 'CONFLICT');
    if (!item.isActive) return fail(409, 'Only an active item can be disposed of.', 'CONFLICT');
    if (item.status !== 'Found' || item.claimedById) {
      return fail(409, 'Only an unclaimed Found item can be disposed of.', 'CONFLICT');
    }
    const at = new Date().toISOString();
    const note = (body.note ?? '').trim();
    const method = body.method as NonNullable<Item['disposal']>['method'];
    item.isActive = false;
    item.disposal = { method, at };
    item.updatedAt = at;
    recordEvent(item, {
      at,
      actor: { _id: user._id, name: user.name },
      action: 'disposed',
      details: note ? `${method}: ${note}` : method,
    });
    return HttpResponse.json({ message: 'Item disposed of.', item });
  }),
];
