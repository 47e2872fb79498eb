import { createTestApp, type TestApp } from '../../test/testApp';
import { createUser, type TestUser } from '../../test/fixtures';
import { api, makeItem } from '../../test/realtimeFixtures';

describe('conversations', () => {
  let t: TestApp;
  let poster: TestUser;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    poster = await createUser(t.app.ctx.db, { name: 'Pat Poster' });
    alice = await createUser(t.app.ctx.db, { name: 'Alice' });
    bob = await createUser(t.app.ctx.db, { name: 'Bob' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs a session', async () => {
    expect((await api(t.app, 'GET', '/conversations')).status).toBe(401);
    expect((await api(t.app, 'POST', '/conversations', undefined, { itemId: 'x' })).status).toBe(
      401,
    );
  });

  it('opens a conversation with the poster (201), then returns the same one (200)', async () => {
    const itemId = await makeItem(t.app.ctx.db, poster.id, { title: 'Blue bottle' });
    const first = await api(t.app, 'POST', '/conversations', alice, {
      itemId,
      participants: [alice.id, poster.id],
    });
    expect(first.status).toBe(201);
    const c = first.body.conversation;
    expect(c.item).toEqual({ _id: itemId, title: 'Blue bottle', status: 'Lost' });
    expect(c.participants.map((p: { _id: string }) => p._id).sort()).toEqual(
      [alice.id, poster.id].sort(),
    );
    expect(c.lastMessage).toBeNull();

    const again = await api(t.app, 'POST', '/conversations', alice, { itemId });
    expect(again.status).toBe(200);
    expect(again.body.conversation._id).toBe(c._id);

    // Another user gets their own conversation about the same item.
    const other = await api(t.app, 'POST', '/conversations', bob, { itemId });
    expect(other.status).toBe(201);
    expect(other.body.conversation._id).not.toBe(c._id);
  });

  it('refuses the poster messaging themself', async () => {
    const itemId = await makeItem(t.app.ctx.db, poster.id);
    const res = await api(t.app, 'POST', '/conversations', poster, { itemId });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You cannot message yourself.');
  });

  it('answers 404 for a missing or deactivated item', async () => {
    const missing = await api(t.app, 'POST', '/conversations', alice, { itemId: 'nope' });
    expect(missing.status).toBe(404);
    const hidden = await makeItem(t.app.ctx.db, poster.id, { isActive: false });
    const res = await api(t.app, 'POST', '/conversations', alice, { itemId: hidden });
    expect(res.status).toBe(404);
  });

  it('refuses participants other than the caller and the poster', async () => {
    const itemId = await makeItem(t.app.ctx.db, poster.id);
    const res = await api(t.app, 'POST', '/conversations', alice, {
      itemId,
      participants: [alice.id, bob.id],
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.details[0].field).toBe('participants');
  });

  it('validates the body', async () => {
    const res = await api(t.app, 'POST', '/conversations', alice, {});
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe('itemId');
  });

  it('keeps concurrent opens to one conversation', async () => {
    const itemId = await makeItem(t.app.ctx.db, poster.id);
    const results = await Promise.all(
      [1, 2, 3].map(() => api(t.app, 'POST', '/conversations', bob, { itemId })),
    );
    const ids = new Set(results.map((r) => r.body.conversation._id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
  });

  it('lists only my conversations, most recent activity first, paged', async () => {
    const carol = await createUser(t.app.ctx.db, { name: 'Carol' });
    const owner = await createUser(t.app.ctx.db, { name: 'Owner' });
    const ids: string[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      const itemId = await makeItem(t.app.ctx.db, owner.id, { title });
      const res = await api(t.app, 'POST', '/conversations', carol, { itemId });
      ids.push(res.body.conversation._id);
    }
    // A message moves the first conversation to the top.
    const sent = await api(t.app, 'POST', `/messages/${ids[0]}/messages`, carol, {
      content: 'Is it still there?',
    });
    expect(sent.status).toBe(201);

    const page1 = await api(t.app, 'GET', '/conversations?page=1&limit=2', carol);
    expect(page1.status).toBe(200);
    const list = page1.body.conversations;
    expect(list).toMatchObject({ totalDocs: 3, page: 1, limit: 2, totalPages: 2 });
    expect(list.docs.map((c: { _id: string }) => c._id)).toEqual([ids[0], ids[2]]);
    expect(list.docs[0].lastMessage).toEqual({
      content: 'Is it still there?',
      createdAt: sent.body.message.createdAt,
    });
    // The caller first (a client showing participants[1] shows the other person).
    expect(list.docs[0].participants).toEqual([
      { _id: carol.id, name: 'Carol' },
      { _id: owner.id, name: 'Owner' },
    ]);
    const page2 = await api(t.app, 'GET', '/conversations?page=2&limit=2', carol);
    expect(page2.body.conversations.docs.map((c: { _id: string }) => c._id)).toEqual([ids[1]]);

    // The poster sees them too; an outsider sees none of them.
    const ownerList = await api(t.app, 'GET', '/conversations', owner);
    expect(ownerList.body.conversations.totalDocs).toBe(3);
    expect(ownerList.body.conversations.docs[0].participants).toEqual([
      { _id: owner.id, name: 'Owner' },
      { _id: carol.id, name: 'Carol' },
    ]);
    const outsider = await createUser(t.app.ctx.db);
    const none = await api(t.app, 'GET', '/conversations', outsider);
    expect(none.body.conversations).toMatchObject({ docs: [], totalDocs: 0, totalPages: 1 });
  });
});
