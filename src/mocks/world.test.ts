import { apiPath } from './apiPath';
import { adminDb } from './data/admin';
import { mockDb, mockPeople } from './data/items';
import { conversationsState } from './handlers/conversations';
import { loadMockWorld, MOCK_WORLD_KEY, resetMockWorld, saveMockWorld } from './world';

const json = async (path: string, init?: RequestInit) => (await fetch(apiPath(path), init)).json();
const asAdmin = { headers: { authorization: 'mock-token-u-admin' } };

describe('one mock world (npm run dev:mock and Jest)', () => {
  it('lists the people the login mock knows in Admin → Users, and its keepers', async () => {
    const login = await json('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sam@campus.edu', password: 'password123' }),
    });
    const found = await json('/admin/users?search=sam%40campus.edu', asAdmin);
    expect(found.users.map((u: { _id: string }) => u._id)).toEqual([login.user.id]);
    const { keepers } = await json('/keepers');
    expect(keepers.map((k: { name: string }) => k.name)).toEqual(
      expect.arrayContaining(['Kim Keeper', 'Lee Library']),
    );
    const { stats } = await json('/admin/dashboard-stats', asAdmin);
    expect(stats.totalUsers).toBe(adminDb.users.length);
    expect(stats.totalKeepers).toBe(keepers.length);
  });

  it('shares its items: one posted on the items mock is in Admin → Items and the counts', async () => {
    const before = (await json('/admin/dashboard-stats', asAdmin)).stats;
    const form = new FormData();
    const fields = { title: 'Green Umbrella', description: 'By the door', category: 'Other' };
    Object.entries({ ...fields, status: 'Found', location: 'Gym' }).forEach(([k, v]) =>
      form.append(k, v),
    );
    const created = await json('/items', { method: 'POST', body: form, ...asAdmin });
    const { items, pagination } = await json('/admin/items?search=green%20umbrella', asAdmin);
    expect(items.map((i: { _id: string }) => i._id)).toEqual([created.item._id]);
    expect(pagination.totalResults).toBe(1);
    const after = (await json('/admin/dashboard-stats', asAdmin)).stats;
    expect(after.totalItems).toBe(before.totalItems + 1);
    expect(after.foundItems).toBe(before.foundItems + 1);
    expect(after.totalItems).toBe(mockDb.items.length);

    await fetch(apiPath(`/admin/items/${created.item._id}/activate`), {
      method: 'PUT',
      ...asAdmin,
    });
    expect((await fetch(apiPath(`/items/${created.item._id}`))).status).toBe(404);
  });

  it('an admin assigns any keeper of the world to a browse item', async () => {
    const res = await json('/items/item-01/assign-keeper', {
      method: 'POST',
      headers: { ...asAdmin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ keeperId: 'u-keeper-2', keeperName: 'Karl Custodian' }),
    });
    expect(res.item.keeperName).toBe('Karl Custodian');
    expect((await json('/items/item-01')).item.keeperName).toBe('Karl Custodian');
    const { entries } = await json('/admin/audit', asAdmin);
    expect(entries[0]).toMatchObject({ action: 'item.assignKeeper', targetId: 'item-01' });
  });

  it('shares its categories: one the admin creates is offered to posters', async () => {
    await json('/categories', {
      method: 'POST',
      headers: { ...asAdmin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Art Supplies' }),
    });
    const { categories } = await json('/categories');
    expect(categories.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Accessories', 'Art Supplies', 'Jewelry']),
    );
    const { stats } = await json('/admin/dashboard-stats', asAdmin);
    expect(stats.totalCategories).toBe(categories.length);
  });

  it('shares its threads: one a user opens is in Admin → Conversations and the counts', async () => {
    const before = (await json('/admin/dashboard-stats', asAdmin)).stats;
    expect(before.totalConversations).toBe(conversationsState.get().length);
    const asPriya = { authorization: 'mock-token-u-priya', 'content-type': 'application/json' };
    const opened = await json('/conversations', {
      method: 'POST',
      headers: asPriya,
      body: JSON.stringify({ itemId: 'item-01' }),
    });
    expect(opened.message).toBe('Conversation created');
    await json(`/messages/${opened.conversation._id}/messages`, {
      method: 'POST',
      headers: asPriya,
      body: JSON.stringify({ content: 'Is this the wallet from the library?' }),
    });

    const { conversations, pagination } = await json('/admin/conversations', asAdmin);
    expect(pagination.totalResults).toBe(before.totalConversations + 1);
    // The most recent activity first, with the message the user sent.
    expect(conversations[0]).toMatchObject({
      _id: opened.conversation._id,
      item: { _id: 'item-01', title: 'Black Leather Wallet' },
      participants: [
        { _id: 'u-priya', name: 'Priya Shah' },
        { _id: 'u-alex', name: 'Alex Rivera' },
      ],
      lastMessage: { content: 'Is this the wallet from the library?' },
      messages: [{ content: 'Is this the wallet from the library?', sender: { _id: 'u-priya' } }],
    });
    const after = (await json('/admin/dashboard-stats', asAdmin)).stats;
    expect(after.totalConversations).toBe(before.totalConversations + 1);
  });

  it('a user the admin deactivates can no longer log in', async () => {
    await fetch(apiPath('/admin/users/u-student/activate'), { method: 'PUT', ...asAdmin });
    const res = await fetch(apiPath('/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sam@campus.edu', password: 'password123' }),
    });
    expect(res.status).toBe(400);
  });

  it('survives a reload through storage, and "Reset mock data" brings back the seed', () => {
    mockDb.items[0].title = 'Renamed before the reload';
    mockPeople[0].name = 'Sam Renamed';
    saveMockWorld(window.localStorage);
    resetMockWorld();
    expect(mockDb.items[0].title).not.toBe('Renamed before the reload');

    expect(loadMockWorld(window.localStorage)).toBe(true);
    expect(mockDb.items[0].title).toBe('Renamed before the reload');
    expect(adminDb.users.find((u) => u._id === mockPeople[0]._id)?.name).toBe('Sam Renamed');

    window.localStorage.removeItem(MOCK_WORLD_KEY);
    resetMockWorld();
    expect(loadMockWorld(window.localStorage)).toBe(false);
    expect(mockPeople[0].name).toBe('Sam Student');
  });
});
