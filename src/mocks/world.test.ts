import { contractErrors, documentedMediaTypes } from '../../shared/contract/validateResponse';
import { apiPath } from './apiPath';
import { baselineHandler, operations } from './contract';
import { server } from './server';
import { loadMockWorld, MOCK_WORLD_KEY, resetMockWorld, saveMockWorld, world } from './world';

const asAdmin = { authorization: 'mock-token-u-admin', 'content-type': 'application/json' };
const json = async (path: string, init: RequestInit = {}) =>
  (await fetch(apiPath(path), { headers: asAdmin, ...init })).json();

describe('the baseline built from openapi.yaml', () => {
  it('answers every operation of the contract as the contract says', async () => {
    // The baseline alone, ahead of the curated world (server.resetHandlers drops it again).
    server.use(baselineHandler);
    const all = operations();
    expect(all.length).toBeGreaterThan(70);
    for (const op of all) {
      const path = op.path.replace(/\{\w+\}/g, 'any-id');
      const withBody = op.method !== 'get' && op.method !== 'delete';
      const response = await fetch(apiPath(path), {
        method: op.method.toUpperCase(),
        headers: asAdmin,
        redirect: 'manual',
        ...(withBody ? { body: '{}' } : {}),
      });
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
    const form = new FormData();
    const sent = { title: 'Green Umbrella', description: 'By the door', category: 'Other' };
    Object.entries({ ...sent, status: 'Found', location: 'Gym' }).forEach(([k, v]) =>
      form.append(k, v),
    );
    const headers = { authorization: 'mock-token-u-admin' };
    const { item } = await json('/items', { method: 'POST', body: form, headers });
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
