import { createTestApp, type TestApp } from '../../test/testApp';
import { createUser, type TestUser } from '../../test/fixtures';
import { api, makeConversation, makeItem } from '../../test/realtimeFixtures';

type Row = {
  _id: string;
  message: string;
  type: string;
  link: string;
  count: number;
  isRead: boolean;
};

describe('notifications link to their item or thread; message ones are grouped', () => {
  let t: TestApp;
  let poster: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let keeper: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    poster = await createUser(t, { name: 'Pat Poster' });
    alice = await createUser(t, { name: 'Alice' });
    bob = await createUser(t, { name: 'Bob' });
    keeper = await createUser(t, { name: 'Kim Keeper', role: 'keeper' });
  });
  afterAll(() => t.close());

  const notifications = async (user: TestUser) => {
    const res = await api(t.app, 'GET', '/notifications?limit=50', user);
    expect(res.status).toBe(200);
    return res.body.data as { notifications: Row[]; unreadCount: number };
  };
  const send = (user: TestUser, conversationId: string, content: string) =>
    api(t.app, 'POST', `/messages/${conversationId}/messages`, user, { content });

  it('claim, keeper, hand-over code and return notifications open the item', async () => {
    const itemId = await makeItem(t.app.ctx.db, poster.id);
    expect((await api(t.app, 'POST', `/items/${itemId}/claim`, alice)).status).toBe(200);
    expect((await api(t.app, 'POST', `/items/${itemId}/assign-keeper`, keeper, {})).status).toBe(
      200,
    );
    const code = await api(t.app, 'POST', `/items/${itemId}/generate-otp`, poster);
    expect(code.status).toBe(200);
    const back = await api(t.app, 'POST', `/items/${itemId}/verify-otp`, alice, {
      otp: code.body.otp,
    });
    expect(back.status).toBe(200);

    const link = `/items/${itemId}`;
    const mine = (await notifications(poster)).notifications;
    expect(mine.map((n) => n.message)).toEqual([
      expect.stringContaining('handed over'),
      expect.stringContaining('is now the keeper'),
      expect.stringContaining('claimed your item'),
    ]);
    for (const n of mine) expect(n).toMatchObject({ type: 'item', link, count: 1 });
    const claimant = (await notifications(alice)).notifications;
    expect(claimant[0]).toMatchObject({ link, message: expect.stringContaining('hand-over code') });
    expect((await notifications(keeper)).notifications[0]).toMatchObject({ link });
  });

  it('12 messages in one thread are one unread row for it; reading it starts a new one', async () => {
    const { conversationId } = await makeConversation(t.app, alice, poster);
    const other = await makeConversation(t.app, bob, poster);
    const before = (await notifications(poster)).unreadCount;
    for (let i = 1; i <= 12; i++) {
      expect((await send(alice, conversationId, `message ${i}`)).status).toBe(201);
    }
    expect((await send(bob, other.conversationId, 'hello')).status).toBe(201);

    const { notifications: list, unreadCount } = await notifications(poster);
    expect(unreadCount).toBe(before + 2);
    const thread = list.filter((n) => n.link === `/messages/${conversationId}`);
    expect(thread).toEqual([
      expect.objectContaining({
        type: 'message',
        count: 12,
        message: '12 new messages from Alice about "Black umbrella"',
        isRead: false,
      }),
    ]);
    // The newest activity is on top; the other thread has its own row.
    expect(list[0]).toMatchObject({
      link: `/messages/${other.conversationId}`,
      count: 1,
      message: 'New message from Bob about "Black umbrella"',
    });
    // The sender is not notified of their own messages.
    const sender = (await notifications(alice)).notifications;
    expect(sender.filter((n) => n.type === 'message')).toEqual([]);

    const read = await api(t.app, 'PUT', `/notifications/${thread[0]._id}/read`, poster, {});
    expect(read.status).toBe(200);
    await send(alice, conversationId, 'one more');
    const after = (await notifications(poster)).notifications.filter(
      (n) => n.link === `/messages/${conversationId}`,
    );
    expect(after.map((n) => [n.count, n.isRead])).toEqual([
      [1, false],
      [12, true],
    ]);
  });

  it('the thread answer carries its header, for a thread opened from a link', async () => {
    const { conversationId, itemId } = await makeConversation(t.app, bob, alice);
    const res = await api(t.app, 'GET', `/messages/${conversationId}/messages`, alice);
    expect(res.status).toBe(200);
    expect(res.body.conversation).toMatchObject({
      _id: conversationId,
      item: { _id: itemId, title: 'Black umbrella' },
    });
    expect(res.body.conversation.participants).toHaveLength(2);
  });
});
