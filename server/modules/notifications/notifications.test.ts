import { createTestApp, type TestApp } from '../../test/testApp';
import { createUser, type TestUser } from '../../test/fixtures';
import { api, sleep } from '../../test/realtimeFixtures';
import { notify } from './notify';

describe('notifications', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await createUser(t.app.ctx.db, { name: 'Alice' });
    bob = await createUser(t.app.ctx.db, { name: 'Bob' });
    for (let i = 1; i <= 12; i++) {
      await notify(t.app.ctx, { userId: alice.id, message: `note ${i}`, itemId: null });
      await sleep(2); // distinct timestamps: newest-first order is checked below
    }
    await notify(t.app.ctx, { userId: bob.id, message: 'for bob', type: 'info' });
  });
  afterAll(async () => {
    await t.close();
  });

  const listOf = async (user: TestUser, query = '') => {
    const res = await api(t.app, 'GET', `/notifications${query}`, user);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    return res.body.data;
  };

  it('needs a session', async () => {
    expect((await api(t.app, 'GET', '/notifications')).status).toBe(401);
    expect((await api(t.app, 'PUT', '/notifications/read-all')).status).toBe(401);
    expect((await api(t.app, 'PUT', '/notifications/x/read', undefined, {})).status).toBe(401);
  });

  it('lists mine only, newest first, 10 a page, with the unread count', async () => {
    const page1 = await listOf(alice);
    expect(page1.notifications).toHaveLength(10);
    expect(page1.notifications[0]).toMatchObject({
      userId: alice.id,
      message: 'note 12',
      type: 'item',
      itemId: null,
      isRead: false,
    });
    expect(page1.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalResults: 12,
      limit: 10,
    });
    expect(page1.unreadCount).toBe(12);
    const page2 = await listOf(alice, '?page=2&limit=10');
    expect(page2.notifications.map((n: { message: string }) => n.message)).toEqual([
      'note 2',
      'note 1',
    ]);
    const bobs = await listOf(bob);
    expect(bobs.notifications.map((n: { message: string }) => n.message)).toEqual(['for bob']);
  });

  it("marks one of mine read; someone else's is a 404", async () => {
    const [first] = (await listOf(alice)).notifications;
    const res = await api(t.app, 'PUT', `/notifications/${first._id}/read`, alice, {
      id: alice.id,
      read: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.notification).toMatchObject({ _id: first._id, isRead: true });
    expect((await listOf(alice)).unreadCount).toBe(11);

    const foreign = await api(t.app, 'PUT', `/notifications/${first._id}/read`, bob, {});
    expect(foreign.status).toBe(404);
    const missing = await api(t.app, 'PUT', '/notifications/nope/read', alice, {});
    expect(missing.status).toBe(404);
  });

  it('accepts a call without a body', async () => {
    const [, second] = (await listOf(alice)).notifications;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/notifications/${second._id}/read`,
      headers: { authorization: alice.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.notification.isRead).toBe(true);
  });

  it("marks all of mine read, and nobody else's", async () => {
    const res = await api(t.app, 'PUT', '/notifications/read-all', alice);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { updated: 10 } });
    expect((await listOf(alice)).unreadCount).toBe(0);
    expect((await listOf(bob)).unreadCount).toBe(1);
    const again = await api(t.app, 'PUT', '/notifications/read-all', alice);
    expect(again.body.data.updated).toBe(0);
  });
});
