import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, errorBody } from '../apiPath';
import { mockDb, mockUserForToken } from '../data/items';
import { mockMatches } from '../data/matches';
import type { Item, ItemMatch, User } from '../../api/enhancedApi';

/** Mocked matching operations of openapi.yaml (every response is checked against the contract in Jest). */

const fail = (status: number, message: string, code: string) =>
  HttpResponse.json(errorBody(message, code), { status });

const findItem = (id: string) => mockDb.items.find((i) => i._id === id && i.isActive);

/** Like the server: the item's poster, its assigned keeper and admins; 401/404/403 otherwise. */
function allowed(request: Request, id: string): { item: Item } | { refused: Response } {
  const user: User | null = mockUserForToken(request.headers.get('Authorization'));
  if (!user) return { refused: fail(401, 'Authentication required', 'UNAUTHORIZED') };
  const item = findItem(id);
  if (!item) return { refused: fail(404, 'Item not found', 'NOT_FOUND') };
  const mayView =
    item.postedBy._id === user._id || item.keeperId === user._id || user.role === 'admin';
  if (!mayView) {
    return {
      refused: fail(
        403,
        "Only the item's poster, its keeper or an admin can see its matches",
        'FORBIDDEN',
      ),
    };
  }
  return { item };
}

export const matchesHandlers: HttpHandler[] = [
  http.get(apiPath('/items/:id/matches'), ({ request, params }) => {
    const access = allowed(request, String(params.id));
    if ('refused' in access) return access.refused;
    // docs/product.md#matching: a dismissed match is gone for good; a claimed, returned or
    // deleted item drops out at once.
    const matches: ItemMatch[] = (mockMatches.byItem[access.item._id] ?? []).flatMap(
      ({ itemId, score, reasons, dismissed }) => {
        const item = findItem(itemId);
        const open = item && (item.status === 'Lost' || item.status === 'Found');
        return open && !dismissed ? [{ item, score, reasons }] : [];
      },
    );
    return HttpResponse.json({ matches: matches.slice(0, 10) });
  }),

  http.post(apiPath('/items/:id/matches/:matchId/dismiss'), ({ request, params }) => {
    const access = allowed(request, String(params.id));
    if ('refused' in access) return access.refused;
    // Dismissing twice changes nothing; an item that is not a match of this one is 404.
    const match = mockMatches.byItem[access.item._id]?.find((m) => m.itemId === params.matchId);
    if (!match) return fail(404, 'Match not found', 'NOT_FOUND');
    match.dismissed = true;
    return HttpResponse.json({ message: 'Match hidden' });
  }),
];
