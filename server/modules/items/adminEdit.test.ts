import { createTestApp, type TestApp } from '../../test/testApp';
import {
  auth,
  createCategory,
  createItem,
  createUser,
  multipart,
  type TestUser,
} from '../../test/fixtures';

describe('items: an admin edits any item, and it is audited (docs/product.md#audit-log)', () => {
  let t: TestApp;
  let poster: TestUser;
  let admin: TestUser;
  let bagsId: string;

  beforeAll(async () => {
    t = await createTestApp();
    poster = await createUser(t, { name: 'Pat Poster' });
    admin = await createUser(t, { role: 'admin', name: 'Ada Admin' });
    bagsId = (await createCategory(t, { name: 'Bags' })).id;
    await createCategory(t, { name: 'Books' });
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (user: TestUser, id: string, fields: Record<string, string>) => {
    const m = multipart({
      title: 'Blue backpack',
      description: 'Jansport',
      category: 'Bags',
      status: 'Found',
      location: 'Library',
      ...fields,
    });
    return t.app.inject({
      method: 'PUT',
      url: `/api/v1/items/${id}`,
      payload: m.payload,
      headers: { ...m.headers, ...auth(user) },
    });
  };
  const audit = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit', headers: auth(admin) })).json()
      .entries;
  const item = () =>
    createItem(t, {
      postedBy: poster.id,
      categoryId: bagsId,
      title: 'Blue backpack',
      description: 'Jansport',
      location: 'Library',
      status: 'Found',
    });

  it("lets an admin change someone else's item and records item.update with the changes", async () => {
    const id = await item();
    const res = await put(admin, id, { title: 'Navy backpack', category: 'books', status: 'Lost' });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({
      title: 'Navy backpack',
      category: { name: 'Books' },
      status: 'Lost',
    });
    const [entry] = await audit();
    expect(entry).toMatchObject({
      action: 'item.update',
      targetId: id,
      actor: { _id: admin.id },
      before: { title: 'Blue backpack', category: 'Bags', status: 'Found' },
      after: { title: 'Navy backpack', category: 'Books', status: 'Lost' },
      summary: 'Title: Blue backpack → Navy backpack; Category: Bags → Books; Status: Found → Lost',
    });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v1/items/${id}/history`,
      headers: auth(admin),
    });
    expect(history.json().events.map((e: { action: string }) => e.action)).toContain('edited');
  });

  it("keeps the poster's own edits and an admin's no-change save out of the audit log", async () => {
    const before = (await audit()).length;
    const id = await item();
    expect((await put(poster, id, { title: 'Green backpack' })).statusCode).toBe(200);
    expect((await put(admin, id, { title: 'Green backpack' })).statusCode).toBe(200);
    expect((await audit()).length).toBe(before);
  });
});
