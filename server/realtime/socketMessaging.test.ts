import { notify } from '../modules/notifications/notify';
import { createTestApp } from '../test/testApp';
import { createUser } from '../test/fixtures';
import {
  api,
  closeSocketScene,
  collect,
  connect,
  disconnected,
  makeConversation,
  nextEvent,
  openSocketScene,
  sleep,
  type ClientSocket,
  type SocketScene,
} from '../test/realtimeFixtures';
import type { SendMessageAck, SendMessagePayload } from '../../shared/realtimeEvents';

const send = (s: ClientSocket, payload: SendMessagePayload) =>
  new Promise<SendMessageAck>((resolve) => s.emit('sendMessage', payload, resolve));

describe('messages and notifications over the socket', () => {
  let { t, url, alice, poster, mallory, conversationId } = {} as SocketScene;

  beforeAll(async () => {
    t = await createTestApp();
    ({ url, alice, poster, mallory, conversationId } = await openSocketScene(t));
  });
  afterAll(() => closeSocketScene(t));

  it('delivers a socket message once to every tab of both participants', async () => {
    const aliceTab1 = await connect(url, { token: alice.token, userId: alice.id });
    const aliceTab2 = await connect(url, { token: alice.token, userId: alice.id });
    const posterTab = await connect(url, { token: poster.token });
    const outsider = await connect(url, { token: mallory.token });
    const seen = [aliceTab1, aliceTab2, posterTab, outsider].map((s) =>
      collect(s, 'receiveMessage'),
    );
    const note = nextEvent(posterTab, 'newNotification');

    const ack = await send(aliceTab1, {
      conversationId,
      content: 'Hello from the socket',
      _id: 'sock-msg-0001',
      senderId: mallory.id, // ignored: the sender is the socket's user
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(ack).toMatchObject({ ok: true, message: { _id: 'sock-msg-0001' } });
    await sleep(200);
    expect(seen.map((list) => list.length)).toEqual([1, 1, 1, 0]);
    expect(seen[2][0]).toMatchObject({
      _id: 'sock-msg-0001',
      conversation: conversationId,
      sender: { _id: alice.id, name: 'Alice' },
      content: 'Hello from the socket',
    });
    expect(seen[2][0].createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    expect(await note).toMatchObject({
      message: 'New message from Alice about "Black umbrella"',
      type: 'message',
    });
    [aliceTab1, aliceTab2, posterTab, outsider].forEach((s) => s.close());
  });

  it('stores a retried socket message once and does not deliver it again', async () => {
    const tab = await connect(url, { token: alice.token });
    const posterTab = await connect(url, { token: poster.token });
    const seen = collect(posterTab, 'receiveMessage');
    const payload = { conversationId, content: 'Retry me', _id: 'sock-retry-0001' };
    const first = await send(tab, payload);
    const retry = await send(tab, payload);
    expect(retry).toEqual(first);
    // The same id over REST is the same message too.
    const rest = await api(t.app, 'POST', `/messages/${conversationId}/messages`, alice, {
      content: 'Retry me',
      _id: 'sock-retry-0001',
    });
    expect(rest.status).toBe(200);
    await sleep(200);
    expect(seen).toHaveLength(1);
    const rows = await t.app.ctx.db
      .selectFrom('messages')
      .select('id')
      .where('id', '=', 'sock-retry-0001')
      .execute();
    expect(rows).toHaveLength(1);
    tab.close();
    posterTab.close();
  });

  it('delivers a REST message to the sockets of both participants', async () => {
    const posterTab = await connect(url, { token: poster.token });
    const aliceTab = await connect(url, { token: alice.token });
    const toPoster = nextEvent(posterTab, 'receiveMessage');
    const toAlice = nextEvent(aliceTab, 'receiveMessage');
    const res = await api(t.app, 'POST', `/messages/${conversationId}/messages`, alice, {
      content: 'Sent over HTTP',
    });
    expect(res.status).toBe(201);
    expect(await toPoster).toEqual(res.body.message);
    expect(await toAlice).toEqual(res.body.message);
    posterTab.close();
    aliceTab.close();
  });

  it('refuses an outsider sending into the conversation', async () => {
    const s = await connect(url, { token: mallory.token });
    const err = nextEvent(s, 'errorMessage');
    const ack = await send(s, { conversationId, content: 'let me in' });
    expect(ack).toEqual({ ok: false, error: 'You are not a participant in this conversation.' });
    expect(await err).toBe('You are not a participant in this conversation.');
    s.close();
  });

  it('answers malformed and oversized payloads with errorMessage, and keeps serving', async () => {
    const s = await connect(url, { token: alice.token });
    const bad: [unknown, RegExp][] = [
      [null, /Invalid message/],
      ['just text', /Invalid message/],
      [{ conversationId }, /content is required/],
      [{ conversationId: 42, content: 'hi' }, /Invalid conversation/],
      [{ conversationId, content: '   ' }, /cannot be empty/],
      [{ conversationId, content: 'hi', _id: 'x' }, /Invalid message id/],
      [{ conversationId, content: 'x'.repeat(2001) }, /too long/],
      [{ conversationId, content: 'x'.repeat(100 * 1024) }, /too long/],
    ];
    for (const [payload, expected] of bad) {
      const err = nextEvent(s, 'errorMessage');
      s.emit('sendMessage', payload as SendMessagePayload);
      expect(await err).toMatch(expected);
    }
    expect(s.connected).toBe(true);
    expect(await send(s, { conversationId, content: 'still here' })).toMatchObject({ ok: true });
    s.close();
  });

  it('drops a socket whose frame exceeds the transport limit; the server lives on', async () => {
    const s = await connect(url, { token: alice.token });
    const gone = disconnected(s, 3000);
    s.emit('sendMessage', { conversationId, content: 'x'.repeat(300 * 1024) });
    expect(await gone).toMatch(/transport (close|error)/);
    const again = await connect(url, { token: alice.token });
    expect(await send(again, { conversationId, content: 'after the big one' })).toMatchObject({
      ok: true,
    });
    again.close();
  });

  it('limits how fast one user sends', async () => {
    const chatty = await createUser(t.app.ctx.db);
    const { conversationId: cid } = await makeConversation(t.app, chatty, poster);
    const s = await connect(url, { token: chatty.token });
    const acks = await Promise.all(
      Array.from({ length: 25 }, (_, i) => send(s, { conversationId: cid, content: `fast ${i}` })),
    );
    const refused = acks.filter((a) => !a.ok);
    expect(acks.filter((a) => a.ok)).toHaveLength(20);
    expect(refused[0]).toEqual({ ok: false, error: 'You are sending messages too fast.' });
    s.close();
  });

  it('pushes newNotification live to every tab when notify() is called', async () => {
    const tab1 = await connect(url, { token: poster.token });
    const tab2 = await connect(url, { token: poster.token });
    const other = await connect(url, { token: alice.token });
    const got1 = nextEvent(tab1, 'newNotification');
    const got2 = nextEvent(tab2, 'newNotification');
    const leaked = nextEvent(other, 'newNotification', 300).catch(() => null);
    await notify(t.app.ctx, { userId: poster.id, message: 'Your item was claimed', itemId: 'i1' });
    const payload = await got1;
    expect(payload).toMatchObject({ message: 'Your item was claimed', type: 'item', itemId: 'i1' });
    expect(await got2).toEqual(payload);
    expect(await leaked).toBeNull();
    const stored = await api(t.app, 'GET', '/notifications', poster);
    expect(stored.body.data.notifications[0]._id).toBe(payload._id);
    [tab1, tab2, other].forEach((s) => s.close());
  });
});
