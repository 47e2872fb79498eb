import { contractErrors, documentedMediaTypes } from '../../shared/contract/validateResponse';
import { apiPath } from './apiPath';
import { baselineHandler, operations } from './contract';
import { server } from './server';
import { loadMockWorld, MOCK_WORLD_KEY, resetMockWorld, saveMockWorld, world } from './world';

const asAdmin = { authorization: 'mock-token-u-admin', 'content-type': 'application/json' };
const json = async (path: string, init: RequestInit = {}) =>
  (await fetch(apiPath(path), { headers: asAdmin, ...init })).json();
/** Posts the item form (multipart) as `userId`. */
function postItem(fields: Record<string, string>, userId = 'u-admin') {
  const body = new FormData();
  Object.entries(fields).forEach(([key, value]) => body.append(key, value));
  return json('/items', {
    method: 'POST',
    body,
    headers: { authorization: `mock-token-${userId}` },
  });
}

describe('the baseline built from openapi.yaml', () => {
  it('answers every operation of the contract as the contract says', async () => {
    // The baseline alone, ahead of the curated world (server.resetHandlers drops it again).
    server.use(baselineHandler);
    const all = operations();
    expect(all.length).toBeGreaterThan(70);
    for (const op of all) {
      const path = op.path.replace(/\{\w+\}/g, 'any-id');
      const body = op.method !== 'get' && op.method !== 'delete' ? '{}' : undefined;
      const init = { method: op.method.toUpperCase(), headers: asAdmin, body };
      const response = await fetch(apiPath(path), { ...init, redirect: 'manual' });
      expect([op.id, response.status]).toEqual([op.id, op.status]);
      const type = response.headers.get('content-type') ?? '';
      const errors = type.includes('json')
        ? contractErrors(op.id, op.status, await response.json())
        : documentedMediaTypes(op.id, op.status).filter((documented) => documented !== type);
      expect([op.id, errors]).toEqual([op.id, []]);
    }
  });
});

describe('the curated world (npm run dev:mock and the screen tests)', () => {
  it('is one world: an item posted is in the browse, admin and dashboard lists', async () => {
    const sent = { title: 'Green Umbrella', description: 'By the door', category: 'Other' };
    const { item } = await postItem({ ...sent, status: 'Found', location: 'Gym' });
    expect(item).toMatchObject({ ...sent, category: { _id: 'cat-other', name: 'Other' } });
    for (const list of ['/search/items/search', '/admin/items', '/users/me/items']) {
      expect((await json(`${list}?search=green%20umbrella`)).items).toEqual([item]);
    }
    const { stats } = await json('/admin/dashboard-stats');
    expect(stats.totalItems).toBe(world.items.length);
  });

  it('keeps a thread a user opens, for the admin too', async () => {
    const asPriya = { authorization: 'mock-token-u-priya', 'content-type': 'application/json' };
    const opened = await json('/conversations', {
      method: 'POST',
      headers: asPriya,
      body: JSON.stringify({ itemId: 'item-01' }),
    });
    await json(`/messages/${opened.conversation._id}/messages`, {
      method: 'POST',
      headers: asPriya,
      body: JSON.stringify({ content: 'Is this the wallet from the library?' }),
    });
    const { conversations } = await json('/admin/conversations');
    expect(conversations[0]).toMatchObject({
      _id: opened.conversation._id,
      participants: [{ name: 'Priya Shah' }, { name: 'Alex Rivera' }],
      messages: [{ content: 'Is this the wallet from the library?' }],
    });
  });

  it('learns "I found this": a Found item posted for a Lost report names it while it is open', async () => {
    const sent = { title: 'Black wallet', description: 'By the lockers', category: 'Accessories' };
    const found = { ...sent, status: 'Found', location: 'Gym', foundFor: 'item-01' };
    const { item } = await postItem(found, 'u-student');
    const report = { _id: 'item-01', reference: 'LF-2026-00001', title: 'Black Leather Wallet' };
    expect(item.foundFor).toMatchObject(report);
    expect((await json(`/items/${item._id}`, { headers: {} })).item.foundFor).toMatchObject(report);
    const events = (await json('/items/item-01/history')).events;
    expect(events.at(-1)).toMatchObject({ action: 'found-for', actor: { name: 'Sam Student' } });
    // A report no longer looked for: only its poster and admins still see the link.
    world.items.find((i) => i._id === 'item-01')!.isActive = false;
    expect((await json(`/items/${item._id}`, { headers: {} })).item.foundFor).toBeNull();
    expect((await json(`/items/${item._id}`)).item.foundFor).toMatchObject(report);
  });

  it('survives a reload through storage, and "Reset mock data" brings back the seed', () => {
    world.items[0].title = 'Renamed before the reload';
    saveMockWorld(window.localStorage);
    resetMockWorld();
    expect(world.items[0].title).toBe('Black Leather Wallet');
    expect(loadMockWorld(window.localStorage)).toBe(true);
    expect(world.items[0].title).toBe('Renamed before the reload');
    window.localStorage.removeItem(MOCK_WORLD_KEY);
    resetMockWorld();
    expect(loadMockWorld(window.localStorage)).toBe(false);
    expect(world.items[0].title).toBe('Black Leather Wallet');
  });
});
