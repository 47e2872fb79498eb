import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, errorBody } from '../apiPath';
import { mockUserForToken } from '../data/items';
import { anyItem, custodyDb, historyOf, itemFor, recordEvent } from '../data/custody';
import type { User } from '../../api/enhancedApi';

/** Mocked storage and history operations (docs/product.md#references-storage-and-custody). */

const fail = (status: number, message: string, code: string) =>
  HttpResponse.json(errorBody(message, code), { status });

const caller = (request: Request): User | null =>
  mockUserForToken(request.headers.get('Authorization'));

export const custodyHandlers: HttpHandler[] = [
  http.put(apiPath('/items/:id/storage'), async ({ request, params }) => {
    const user = caller(request);
    if (!user) return fail(401, 'Please log in to continue.', 'UNAUTHORIZED');
    const item = anyItem(String(params.id));
    if (!item || (!item.isActive && user.role !== 'admin')) {
      return fail(404, 'Item not found.', 'NOT_FOUND');
    }
    if (user.role !== 'admin' && item.keeperId !== user._id) {
      return fail(
        403,
        "Only the item's keeper or an admin can record where it is stored.",
        'FORBIDDEN',
      );
    }
    const body = (await request.json()) as { storageLocation?: unknown };
    const place = typeof body.storageLocation === 'string' ? body.storageLocation.trim() : '';
    if (place) custodyDb.storage.set(item._id, place);
    else custodyDb.storage.delete(item._id);
    const at = new Date().toISOString();
    item.updatedAt = at;
    recordEvent(item, {
      at,
      actor: { _id: user._id, name: user.name },
      action: 'stored',
      details: place,
    });
    const message = place ? 'Storage place saved.' : 'Storage place cleared.';
    return HttpResponse.json({ message, item: itemFor(item, user) });
  }),

  http.get(apiPath('/items/:id/history'), ({ request, params }) => {
    const user = caller(request);
    if (!user) return fail(401, 'Please log in to continue.', 'UNAUTHORIZED');
    const item = anyItem(String(params.id));
    if (!item) return fail(404, 'Item not found.', 'NOT_FOUND');
    const allowed =
      user.role === 'admin' ||
      [item.postedBy._id, item.claimedById, item.keeperId].includes(user._id);
    if (!allowed) {
      if (!item.isActive) return fail(404, 'Item not found.', 'NOT_FOUND');
      return fail(
        403,
        "Only the poster, the claimant, the item's keeper or an admin can see its history.",
        'FORBIDDEN',
      );
    }
    return HttpResponse.json({ events: historyOf(item) });
  }),
];
