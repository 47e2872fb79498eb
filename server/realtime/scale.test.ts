import { notify } from '../modules/notifications/notify';
import { createUser, type TestUser } from '../test/fixtures';
import {
  api,
  collect,
  connect,
  disconnected,
  makeConversation,
  nextEvent,
  sleep,
} from '../test/realtimeFixtures';
import { describeScale, twoInstances } from '../test/twoInstances';
import type { FastifyInstance } from 'fastify';

/**
 * Two instances sharing one PostgreSQL schema and one Redis server (see ../test/twoInstances).
 */

describeScale('two instances behind one Redis', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlA: string;
  let urlB: string;
  let alice: TestUser;
  let poster: TestUser;
  let conversationId: string;

  twoInstances('scale', {}, async (pair) => {
    ({ a, b, urlA, urlB } = pair);
    alice = await createUser(a.ctx.db, { name: 'Alice' });
    poster = await createUser(a.ctx.db, { name: 'Pat Poster' });
    ({ conversationId } = await makeConversation(a, alice, poster));
  });

  it('delivers a message sent over REST on A to a socket on B within a second', async () => {
    const onB = await connect(urlB, { token: poster.token, userId: poster.id });
    const started = Date.now();
    const got = nextEvent(onB, 'receiveMessage', 1000);
    const res = await api(a, 'POST', `/messages/${conversationId}/messages`, alice, {
      content: 'Across instances',
    });
    expect(res.status).toBe(201);
    expect(await got).toEqual(res.body.message);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('delivers a message sent on B to every tab of both participants on A and B, once (its notification to the receiver only)', async () => {
    const tabs = [
      await connect(urlA, { token: alice.token }),
      await connect(urlB, { token: alice.token }),
      await connect(urlA, { token: poster.token }),
      await connect(urlB, { token: poster.token }),
    ];
    const seen = tabs.map((s) => collect(s, 'receiveMessage'));
    const notes = tabs.map((s) => collect(s, 'newNotification'));
    const all = Promise.all(tabs.map((s) => nextEvent(s, 'receiveMessage', 1000)));
    const res = await api(b, 'POST', `/messages/${conversationId}/messages`, alice, {
      content: 'From B',
      _id: 'scale-msg-0001',
    });
    expect(res.status).toBe(201);
    expect(await all).toEqual(tabs.map(() => res.body.message));
    await sleep(200);
    expect(seen.map((list) => list.length)).toEqual([1, 1, 1, 1]);
    // The poster's two tabs (one per instance) get the message's notification as well.
    expect(notes.map((list) => list.length)).toEqual([0, 0, 1, 1]);
    expect(notes[3]).toEqual(notes[2]);
    expect(notes[2][0]).toMatchObject({ userId: poster.id, type: 'message' });
  });

  it('delivers a notification raised on A to the user on B', async () => {
    const onB = await connect(urlB, { token: alice.token });
    const got = nextEvent(onB, 'newNotification', 1000);
    await notify(a.ctx, { userId: alice.id, message: 'Your item was found', itemId: null });
    expect(await got).toMatchObject({ message: 'Your item was found', type: 'item' });
  });

  it('drops a session on B when it is revoked on A, telling it why first', async () => {
    const user = await createUser(a.ctx.db);
    const onB = await connect(urlB, { token: user.token });
    const reason = nextEvent(onB, 'sessionEnded', 3000);
    const gone = disconnected(onB, 3000);
    a.ctx.realtime.disconnectSession(user.sessionId, 'logout');
    expect(await reason).toEqual({ reason: 'logout' });
    expect(await gone).toBe('io server disconnect');
  });
});
