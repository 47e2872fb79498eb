import { createTestApp, type TestApp } from '../../test/testApp';
import { createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';
import { auditRows } from '../../test/adminFixtures';

type CategoryOut = { _id: string; name: string; description: string; isActive: boolean };

describe('categories', () => {
  let t: TestApp;
  let admin: TestUser;

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: admin.token },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app.ctx.db, { role: 'admin', name: 'Admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a category (trimmed, description optional) and audits it', async () => {
    const res = await send('POST', '/categories', { name: '  Electronics ' });
    expect(res.statusCode).toBe(201);
    const { category } = res.json();
    expect(category).toEqual({
      _id: expect.any(String),
      name: 'Electronics',
      description: '',
      isActive: true,
      createdAt: expect.any(String),
      retentionDays: 90,
    });
    const [row] = await auditRows(t.app.ctx.db, category._id);
    expect(row).toMatchObject({ action: 'category.create', actor_id: admin.id });
    expect(row.before_json).toBeNull();
    expect(JSON.parse(row.after_json!)).toEqual({
      name: 'Electronics',
      description: '',
      isActive: true,
      retentionDays: 90,
    });
  });

  it('keeps names unique case-insensitively, on create and on rename', async () => {
    const dup = await send('POST', '/categories', { name: 'eLECTRONICS' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      message: 'A category with this name already exists.',
      code: 'CONFLICT',
    });
    const other = (await send('POST', '/categories', { name: 'Clothing' })).json().category;
    const rename = await send('PUT', `/categories/${other._id}`, { name: 'electronics' });
    expect(rename.statusCode).toBe(409);
    // Changing only the case of its own name is allowed.
    const recase = await send('PUT', `/categories/${other._id}`, { name: 'CLOTHING' });
    expect(recase.statusCode).toBe(200);
    expect(recase.json().category.name).toBe('CLOTHING');
  });

  it('rejects a blank name', async () => {
    expect((await send('POST', '/categories', { name: '   ' })).statusCode).toBe(400);
    expect((await send('POST', '/categories', { description: 'x' })).statusCode).toBe(400);
  });

  it('updates, deactivates and reactivates, auditing only the changed fields', async () => {
    const db = t.app.ctx.db;
    const id = (await send('POST', '/categories', { name: 'Keys' })).json().category._id;
    const owner = await createUser(db);
    const itemId = await createItem(db, { postedBy: owner.id, categoryId: id });

    const upd = await send('PUT', `/categories/${id}`, {
      name: 'Keys',
      description: 'Key rings and fobs',
    });
    expect(upd.json()).toMatchObject({
      category: { name: 'Keys', description: 'Key rings and fobs', isActive: true },
    });

    const del = await send('DELETE', `/categories/${id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().category.isActive).toBe(false);
    const item = await db
      .selectFrom('items')
      .select('category_id')
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(item.category_id).toBe(id);
    const publicList = (await t.app.inject({ method: 'GET', url: '/api/v1/categories' })).json();
    expect(publicList.categories.map((c: CategoryOut) => c._id)).not.toContain(id);

    const back = await send('PUT', `/categories/${id}`, { isActive: true });
    expect(back.json().category.isActive).toBe(true);

    const rows = await auditRows(db, id);
    const byAction = (a: string) => rows.filter((r) => r.action === a);
    expect(rows).toHaveLength(4);
    expect(byAction('category.delete').map((r) => JSON.parse(r.after_json!))).toEqual([
      { isActive: false },
    ]);
    const updates = byAction('category.update').map((r) => [
      JSON.parse(r.before_json!),
      JSON.parse(r.after_json!),
    ]);
    expect(updates).toEqual(
      expect.arrayContaining([
        [{ description: '' }, { description: 'Key rings and fobs' }],
        [{ isActive: false }, { isActive: true }],
      ]),
    );
    expect((await send('PUT', '/categories/nope', { isActive: true })).statusCode).toBe(404);
    expect((await send('DELETE', '/categories/nope')).statusCode).toBe(404);
  });

  it('lists active categories publicly by name, and all of them to admins in pages', async () => {
    const db = t.app.ctx.db;
    await createCategory(db, { name: 'bags' });
    await createCategory(db, { name: 'Zebra prints', isActive: false });
    const pub = await t.app.inject({ method: 'GET', url: '/api/v1/categories' });
    expect(pub.statusCode).toBe(200);
    const names = pub.json().categories.map((c: CategoryOut) => c.name);
    expect(names).toEqual(['bags', 'CLOTHING', 'Electronics', 'Keys']);

    const p1 = (await send('GET', '/categories/admin?limit=3')).json();
    expect(p1.pagination).toEqual({ currentPage: 1, totalPages: 2, totalResults: 5, limit: 3 });
    const p2 = (await send('GET', '/categories/admin?limit=3&page=2')).json();
    expect([...p1.categories, ...p2.categories].map((c: CategoryOut) => c.name)).toEqual([
      'bags',
      'CLOTHING',
      'Electronics',
      'Keys',
      'Zebra prints',
    ]);
    expect(p2.categories[1].isActive).toBe(false);
    const beyond = (await send('GET', '/categories/admin?limit=3&page=3')).json();
    expect(beyond).toEqual({
      categories: [],
      pagination: { currentPage: 3, totalPages: 2, totalResults: 5, limit: 3 },
    });
  });
});
