import { apiPath } from '../apiPath';
import { mockDb } from '../data/items';
import { mockMatches } from '../data/matches';
import { loadMockWorld, resetMockWorld, saveMockWorld } from '../world';

// The mocked matching operations behave as docs/product.md#matching says (and every answer is
// checked against openapi.yaml by the test setup).
const as = (userId: string | null) =>
  userId ? { headers: { authorization: `mock-token-${userId}` } } : {};
const get = (id: string, userId: string | null) =>
  fetch(apiPath(`/items/${id}/matches`), as(userId));
const dismiss = (id: string, matchId: string, userId: string | null) =>
  fetch(apiPath(`/items/${id}/matches/${matchId}/dismiss`), { method: 'POST', ...as(userId) });
const titles = async (response: Response) =>
  ((await response.json()) as { matches: { item: { title: string } }[] }).matches.map(
    (m) => m.item.title,
  );

describe('mocked matching', () => {
  it('lists matches, best first, to the poster, the keeper and admins only', async () => {
    expect(await titles(await get('item-13', 'u-student'))).toEqual([
      'Wireless Mouse',
      'AirPods Pro Case',
      'TI-84 Calculator',
    ]);
    expect(await titles(await get('item-14', 'u-keeper'))).toEqual(['Chemistry Lab Notebook']);
    expect((await get('item-13', 'u-admin')).status).toBe(200);
    expect((await get('item-13', 'u-priya')).status).toBe(403);
    expect((await dismiss('item-13', 'item-20', 'u-priya')).status).toBe(403);
    expect((await get('item-13', null)).status).toBe(401);
    expect((await get('no-such-item', 'u-student')).status).toBe(404);
  });

  it('"Not mine" hides a match for good, twice changes nothing, a non-match is 404', async () => {
    expect((await dismiss('item-13', 'item-20', 'u-student')).status).toBe(200);
    expect((await dismiss('item-13', 'item-20', 'u-student')).status).toBe(200);
    expect((await dismiss('item-13', 'item-02', 'u-student')).status).toBe(404);
    expect(await titles(await get('item-13', 'u-student'))).toEqual([
      'AirPods Pro Case',
      'TI-84 Calculator',
    ]);
    // Only this item's list changes.
    expect(await titles(await get('item-20', 'u-priya'))).toEqual(['Laptop Charger']);
    // It stays hidden across a dev:mock reload.
    saveMockWorld(window.localStorage);
    resetMockWorld();
    expect(mockMatches.byItem['item-13'].some((m) => m.dismissed)).toBe(false);
    expect(loadMockWorld(window.localStorage)).toBe(true);
    expect(await titles(await get('item-13', 'u-student'))).toHaveLength(2);
  });

  it('drops an item that is no longer Lost or Found', async () => {
    mockDb.items.find((i) => i._id === 'item-07')!.status = 'Claimed';
    expect(await titles(await get('item-13', 'u-student'))).toEqual([
      'Wireless Mouse',
      'TI-84 Calculator',
    ]);
  });
});
