import { notify } from '../modules/notifications/notify';
import { createTestApp } from '../test/testApp';
import {
  api,
  closeSocketScene,
  collect,
  connect,
  disconnected,
  nextEvent,
  openSocketScene,
  sleep,
  type ClientSocket,
  type SocketScene,
} from '../test/realtimeFixtures';
import type { MessageEvent, NotificationEvent } from '../../shared/realtimeEvents';

/** Every receiveMessage on `socket`, with all its arguments. */
function receivedMessages(socket: ClientSocket) {
  const seen: [MessageEvent, NotificationEvent?][] = [];
  socket.on('receiveMessage', (...args) => void seen.push(args));
  return seen;
}

describe('messages and notifications pushed over the socket', () => {
  let { t, url, alice, poster, mallory, conversationId } = {} as SocketScene;

  beforeAll(async () => {
    t = await createTestApp();
    ({ url, alice, poster, mallory, conversationId } = await openSocketScene(t));
  });
  afterAll(() => closeSocketScene(t));

  it("sends one receiveMessage per tab of both participants; the receiver's carries the notification, also sent as newNotification", async () => {
    const aliceTab1 = await connect(url, { token: alice.token, userId: alice.id });
    const aliceTab2 = await connect(url, { token: alice.token, userId: alice.id });
    const posterTab1 = await connect(url, { token: poster.token });
    const posterTab2 = await connect(url, { token: poster.token });
    const outsider = await connect(url, { token: mallory.token });
    const tabs = [aliceTab1, aliceTab2, posterTab1, posterTab2, outsider];
    const seen = tabs.map(receivedMessages);
    const notes = tabs.map((s) => collect(s, 'newNotification'));

    const res = await api(t.app, 'POST', `/messages/${conversationId}/messages`, alice, {
      content: 'One event for one message',
      _id: 'rest-once-0001',
    });
    expect(res.status).toBe(201);
    await sleep(200);
    expect(seen.map((list) => list.length)).toEqual([1, 1, 1, 1, 0]);
    // The sender's tabs get the message alone, and no newNotification.
    expect(seen[0][0]).toEqual([res.body.message]);
    expect(seen[1][0]).toEqual([res.body.message]);
    // Each of the receiver's tabs gets the message with the notification stored for them...
    const [message, notification] = seen[2][0];
    expect(message).toEqual(res.body.message);
    expect(notification).toMatchObject({
      userId: poster.id,
      message: 'New message from Alice about "Black umbrella"',
      type: 'message',
    });
    expect(seen[3][0]).toEqual(seen[2][0]);
    // ...and that same notification (same _id) once more as newNotification, for clients that
    // listen only for it. The outsider gets nothing.
    expect(notes.map((list) => list.length)).toEqual([0, 0, 1, 1, 0]);
    expect(notes[2][0]).toEqual(notification);
    expect(notes[3][0]).toEqual(notification);
    const stored = await api(t.app, 'GET', '/notifications', poster);
    expect(stored.body.data.notifications[0]).toMatchObject({
      _id: (notification as { _id: string })._id,
      message: 'New message from Alice about "Black umbrella"',
    });
    tabs.forEach((s) => s.close());
  });

  it('sends the grouped notification of a second message under the same _id, with its new count', async () => {
    const posterTab = await connect(url, { token: poster.token });
    const aliceTab = await connect(url, { token: alice.token });
    const seen = receivedMessages(posterTab);
    const notes = collect(posterTab, 'newNotification');
    const aliceNotes = collect(aliceTab, 'newNotification');
    // The conversation's unread row starts afresh.
    expect((await api(t.app, 'PUT', '/notifications/read-all', poster)).status).toBe(200);
    for (const content of ['First of two', 'Second of two']) {
      const sent = await api(t.app, 'POST', `/messages/${conversationId}/messages`, alice, {
        content,
      });
      expect(sent.status).toBe(201);
    }
    await sleep(200);
    expect(seen).toHaveLength(2);
    expect(notes).toHaveLength(2);
    expect(notes).toEqual(seen.map(([, notification]) => notification));
    // One row stands for both messages: same _id, a higher count (the SPA keys on both).
    expect(notes[1]._id).toBe(notes[0]._id);
    expect([notes[0].count, notes[1].count]).toEqual([1, 2]);
    expect(aliceNotes).toHaveLength(0);
    posterTab.close();
    aliceTab.close();
  });

  it('delivers a retried REST message (same _id) once', async () => {
    const posterTab = await connect(url, { token: poster.token });
    const seen = receivedMessages(posterTab);
    const body = { content: 'Retry me', _id: 'rest-retry-0001' };
    const first = await api(t.app, 'POST', `/messages/${conversationId}/messages`, alice, body);
    const retry = await api(t.app, 'POST', `/messages/${conversationId}/messages`, alice, body);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body.message).toEqual(first.body.message);
    await sleep(200);
    expect(seen).toHaveLength(1);
    posterTab.close();
  });

  it('takes no messages over the socket: REST is the only way to send', async () => {
    const s = await connect(url, { token: alice.token });
    const posterTab = await connect(url, { token: poster.token });
    const seen = receivedMessages(posterTab);
    (s as unknown as { emit: (...a: unknown[]) => void }).emit('sendMessage', {
      conversationId,
      content: 'over the socket',
      _id: 'sock-gone-0001',
    });
    const pong = nextEvent(s, 'pong');
    s.emit('ping');
    await pong; // the server has handled (and ignored) the earlier event
    await sleep(100);
    expect(seen).toHaveLength(0);
    const rows = await t.app.ctx.db
      .selectFrom('messages')
      .select('id')
      .where('id', '=', 'sock-gone-0001')
      .execute();
    expect(rows).toHaveLength(0);
    s.close();
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

  it('drops a socket whose frame exceeds the transport limit; the server lives on', async () => {
    const s = await connect(url, { token: alice.token });
    const gone = disconnected(s, 3000);
    s.emit('joinUserRoom', 'x'.repeat(300 * 1024));
    expect(await gone).toMatch(/transport (close|error)/);
    const again = await connect(url, { token: alice.token });
    const pong = nextEvent(again, 'pong');
    again.emit('ping');
    await expect(pong).resolves.toBeUndefined();
    again.close();
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
    // The live event names its owner like the stored one does (docs/product.md).
    expect(payload).toMatchObject({
      userId: poster.id,
      message: 'Your item was claimed',
      type: 'item',
      itemId: 'i1',
    });
    expect(await got2).toEqual(payload);
    expect(await leaked).toBeNull();
    const stored = await api(t.app, 'GET', '/notifications', poster);
    expect(stored.body.data.notifications[0]._id).toBe(payload._id);
    [tab1, tab2, other].forEach((s) => s.close());
  });
});
