import { apiPath } from './apiPath';
import { adminDb } from './data/admin';
import { mockDb, mockPeople } from './data/items';
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
