import { createTestApp, type TestApp } from '../../test/testApp';
import { createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';

type Op = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  body?: object;
};

describe('admin access control (role read from the database)', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  let keeper: TestUser;
  let target: TestUser;
  let itemId: string;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.ctx.db;
    admin = await createUser(db, { role: 'admin', name: 'Ada Admin' });
    user = await createUser(db, { role: 'user' });
    keeper = await createUser(db, { role: 'keeper' });
    target = await createUser(db, { role: 'user' });
    categoryId = (await createCategory(db, { name: 'Electronics' })).id;
    itemId = await createItem(db, { postedBy: target.id, categoryId });
  });
  afterAll(async () => {
    await t.close();
  });

  const ops: Op[] = [
    { name: 'getDashboardStats', method: 'GET', url: () => '/api/v1/admin/dashboard-stats' },
    { name: 'listUsers', method: 'GET', url: () => '/api/v1/admin/users' },
    { name: 'getUser', method: 'GET', url: () => `/api/v1/admin/users/${target.id}` },
    { name: 'getUserItems', method: 'GET', url: () => `/api/v1/admin/users/${target.id}/items` },
    {
      name: 'toggleUserActive',
      method: 'PUT',
      url: () => `/api/v1/admin/users/${target.id}/activate`,
    },
    { name: 'listAdminItems', method: 'GET', url: () => '/api/v1/admin/items' },
    {
      name: 'toggleItemActive',
      method: 'PUT',
      url: () => `/api/v1/admin/items/${itemId}/activate`,
    },
    { name: 'listAdminConversations', method: 'GET', url: () => '/api/v1/admin/conversations' },
    { name: 'listAuditLog', method: 'GET', url: () => '/api/v1/admin/audit' },
    { name: 'listAllCategories', method: 'GET', url: () => '/api/v1/categories/admin' },
    {
      name: 'createCategory',
      method: 'POST',
      url: () => '/api/v1/categories',
      body: { name: 'Keys' },
    },
    {
      name: 'updateCategory',
      method: 'PUT',
      url: () => `/api/v1/categories/${categoryId}`,
      body: { description: 'Phones and laptops' },
    },
    { name: 'deleteCategory', method: 'DELETE', url: () => `/api/v1/categories/${categoryId}` },
  ];

  const call = (op: Op, token?: string) =>
    t.app.inject({
      method: op.method,
      url: op.url(),
      ...(token ? { headers: { authorization: token } } : {}),
      ...(op.body ? { payload: op.body } : {}),
    });

  it.each(ops)('$name refuses visitors with 401', async (op) => {
    const res = await call(op);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it.each(ops)('$name refuses users and keepers with 403', async (op) => {
    for (const who of [user, keeper]) {
      const res = await call(op, who.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it.each(ops)('$name answers an admin', async (op) => {
    const res = await call(op, admin.token);
    expect([200, 201]).toContain(res.statusCode);
  });

  it('accepts the token with a Bearer prefix', async () => {
    const res = await call(ops[0], `Bearer ${admin.token}`);
    expect(res.statusCode).toBe(200);
  });

  it('follows the role in the database, not the one at login', async () => {
    const db = t.app.ctx.db;
    const demoted = await createUser(db, { role: 'admin' });
    expect((await call(ops[1], demoted.token)).statusCode).toBe(200);
    await db.updateTable('users').set({ role: 'user' }).where('id', '=', demoted.id).execute();
    expect((await call(ops[1], demoted.token)).statusCode).toBe(403);
    const promoted = await createUser(db, { role: 'keeper' });
    await db.updateTable('users').set({ role: 'admin' }).where('id', '=', promoted.id).execute();
    expect((await call(ops[1], promoted.token)).statusCode).toBe(200);
  });

  it('lists keepers to any logged-in user (staff contacts) but not to visitors', async () => {
    const db = t.app.ctx.db;
    await createUser(db, { role: 'keeper', name: 'Zed Inactive', isActive: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/keepers' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/keepers',
      headers: { authorization: user.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().keepers).toEqual([
      { _id: keeper.id, name: keeper.name, email: keeper.email, createdAt: expect.any(String) },
    ]);
  });
});
