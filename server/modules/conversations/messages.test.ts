import { createTestApp, type TestApp } from '../../test/testApp';
import { createUser, type TestUser } from '../../test/fixtures';
import { api, makeConversation } from '../../test/realtimeFixtures';

describe('messages over REST', () => {
  let t: TestApp;
  let poster: TestUser;
  let alice: TestUser;
  let mallory: TestUser;
  let conversationId: string;

  beforeAll(async () => {
    t = await createTestApp();
    poster = await createUser(t.app.ctx.db, { name: 'Pat Poster' });
    alice = await createUser(t.app.ctx.db, { name: 'Alice' });
    mallory = await createUser(t.app.ctx.db, { name: 'Mallory' });
    ({ conversationId } = await makeConversation(t.app, alice, poster));
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (user: TestUser | undefined, body: unknown, id = conversationId) =>
    api(t.app, 'POST', `/messages/${id}/messages`, user, body);
  const list = (user: TestUser | undefined, query = '', id = conversationId) =>
    api(t.app, 'GET', `/messages/${id}/messages${query}`, user);

  it('lets both participants send; the sender is always the caller', async () => {
    const a = await post(alice, { content: '  Is this my umbrella?  ', sender: mallory.id });
    expect(a.status).toBe(201);
    expect(a.body.message).toMatchObject({
      conversation: conversationId,
      sender: { _id: alice.id, name: 'Alice' },
      content: 'Is this my umbrella?',
      isRead: false,
    });
    const b = await post(poster, { content: 'Maybe! Which colour?' });
    expect(b.status).toBe(201);
    expect(b.body.message.sender._id).toBe(poster.id);
  });

  it('refuses outsiders (403), unknown conversations (404) and visitors (401)', async () => {
    expect((await post(mallory, { content: 'hi' })).status).toBe(403);
    expect((await list(mallory)).status).toBe(403);
    expect((await post(alice, { content: 'hi' }, 'does-not-exist')).status).toBe(404);
    expect((await list(alice, '', 'does-not-exist')).status).toBe(404);
    expect((await post(undefined, { content: 'hi' })).status).toBe(401);
    expect((await list(undefined)).status).toBe(401);
  });

  it('refuses empty, blank and too long content', async () => {
    for (const content of ['', '   \n\t ', 'x'.repeat(2001)]) {
      const res = await post(alice, { content });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.details[0].field).toBe('content');
    }
    expect((await post(alice, { content: 'x'.repeat(2000) })).status).toBe(201);
  });

  it('answers a 100 kB message with a validation error and keeps serving', async () => {
    const res = await post(alice, { content: 'x'.repeat(100 * 1024) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect((await list(alice)).status).toBe(200);
  });

  it('stores a retried client _id once (200 with the original)', async () => {
    const _id = 'client-retry-0001';
    const first = await post(alice, { content: 'Sent twice?', _id });
    expect(first.status).toBe(201);
    expect(first.body.message._id).toBe(_id);
    const retry = await post(alice, { content: 'Sent twice?', _id });
    expect(retry.status).toBe(200);
    expect(retry.body.message).toEqual(first.body.message);
    const stored = await t.app.ctx.db
      .selectFrom('messages')
      .select('id')
      .where('id', '=', _id)
      .execute();
    expect(stored).toHaveLength(1);
    // Someone else cannot reuse (or probe into) that id.
    const stolen = await post(poster, { content: 'mine now', _id });
    expect(stolen.status).toBe(400);
    expect(stolen.body.details[0].field).toBe('_id');
  });

  it('refuses a malformed client _id', async () => {
    const res = await post(alice, { content: 'hi', _id: 'bad id!' });
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe('_id');
  });

  it('notifies the other participant only', async () => {
    // A fresh conversation: earlier messages left the poster an unread (grouped) row.
    const casey = await createUser(t.app.ctx.db, { name: 'Casey' });
    const { conversationId: cid, itemId: caseyItem } = await makeConversation(t.app, casey, poster);
    const before = await t.app.ctx.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', 'in', [casey.id, poster.id])
      .execute();
    await post(casey, { content: 'Ping for a notification' }, cid);
    const after = await t.app.ctx.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', 'in', [casey.id, poster.id])
      .execute();
    const fresh = after.filter((n) => !before.some((b) => b.id === n.id));
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatchObject({
      user_id: poster.id,
      type: 'message',
      item_id: caseyItem,
      message: 'New message from Casey about "Black umbrella"',
      link: `/messages/${cid}`,
    });
  });

  it('lists the newest page oldest first, with pagination', async () => {
    const { conversationId: cid } = await makeConversation(t.app, mallory, poster);
    for (let i = 1; i <= 7; i++) {
      await post(i % 2 ? mallory : poster, { content: `m${i}` }, cid);
    }
    const page1 = await list(poster, '?page=1&limit=5', cid);
    expect(page1.status).toBe(200);
    expect(page1.body.messages.map((m: { content: string }) => m.content)).toEqual([
      'm3',
      'm4',
      'm5',
      'm6',
      'm7',
    ]);
    expect(page1.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalResults: 7,
      limit: 5,
    });
    const page2 = await list(mallory, '?page=2&limit=5', cid);
    expect(page2.body.messages.map((m: { content: string }) => m.content)).toEqual(['m1', 'm2']);
    const defaults = await list(mallory, '', cid);
    expect(defaults.body.pagination.limit).toBe(50);
    expect(defaults.body.messages).toHaveLength(7);
  });
});
