import { createUser, type TestUser } from '../fixtures';
import {
  collect,
  connect,
  closeSockets,
  disconnected,
  makeItem,
  nextEvent,
} from '../realtimeFixtures';
import { startChildInstance, type ChildInstance } from '../scale/childInstance';
import { describeFaults } from './describeFaults';
import { freshFaultSchema, type FaultSchema } from './faultDatabase';
import { startPrivateRedis, type PrivateRedis } from './privateRedis';
import { eventually, request, sleep, startTraffic, type Answer } from './traffic';
import type { ClientSocket } from '../realtimeFixtures';

/**
 * Redis stopped for 20 s under traffic, then started again (docs/deploy.md#several-instances).
 * Two real server processes (so a crash is a process that exits, exactly as in production)
 * share a PostgreSQL schema and a private redis-server. Throughout: HTTP answers without a 5xx
 * on both, each instance's own sockets get every event, readiness tells the truth; after Redis
 * returns, messages cross instances again without a restart.
 */

const OUTAGE_MS = 20_000;

describeFaults('Redis stopped for 20 s under traffic', () => {
  let redis: PrivateRedis;
  let db: FaultSchema;
  let a: ChildInstance;
  let b: ChildInstance;
  let alice: TestUser;
  let poster: TestUser;
  let carol: TestUser;
  let dave: TestUser;
  let aliceWithPat: string;
  let carolWithDave: string;
  let traffic: ReturnType<typeof startTraffic> | undefined;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    db = await freshFaultSchema('fault_redis');
    const env = { DATABASE_URL: db.url, REDIS_URL: redis.url };
    // One after the other, so the second finds the schema migrated.
    a = await startChildInstance(env);
    b = await startChildInstance(env);
    [alice, poster, carol, dave] = await Promise.all(
      ['Alice', 'Pat Poster', 'Carol', 'Dave'].map((name) => createUser(db.handle.db, { name })),
    );
    const conversation = async (starter: TestUser, owner: TestUser) => {
      const itemId = await makeItem(db.handle.db, owner.id);
      const res = await request(a.url, 'POST', '/conversations', {
        token: starter.token,
        json: { itemId },
      });
      return (res.body.conversation as { _id: string })._id;
    };
    aliceWithPat = await conversation(alice, poster);
    carolWithDave = await conversation(carol, dave);
  }, 60_000);

  afterAll(async () => {
    await traffic?.stop();
    closeSockets();
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
    await redis?.destroy();
  });

  const send = (url: string, from: TestUser, conversationId: string, content: string) =>
    request(url, 'POST', `/messages/${conversationId}/messages`, {
      token: from.token,
      json: { content },
    });
  const ready = async (url: string) => (await request(url, 'GET', '/health/ready')).body;
  /** A promise awaited further down: if the test fails before that, its rejection is no crash. */
  const expected = <T>(p: Promise<T>) => {
    p.catch(() => undefined);
    return p;
  };
  const messageIds = (seen: Array<{ _id: string }>) => new Set(seen.map((m) => m._id));

  /** Sends from `from` through `via` until `to` receives one: true once it has, within 30 s. */
  async function crossesAgain(
    via: string,
    from: TestUser,
    conversationId: string,
    to: ClientSocket,
    until: number,
  ) {
    const received = collect(to, 'receiveMessage');
    let n = 0;
    return eventually(async () => {
      const res = await send(via, from, conversationId, `probe ${n++}`);
      const id = (res.body.message as { _id: string } | undefined)?._id;
      await sleep(750);
      return received.some((m) => m._id === id);
    }, until - Date.now());
  }

  it('keeps both instances serving, then fans out again when Redis is back', async () => {
    const patOnB = await connect(b.url, { token: poster.token });
    const aliceOnA = await connect(a.url, { token: alice.token });
    // Carol and Dave each have a tab on both instances: the background traffic's events.
    const tabs = {
      carolA: await connect(a.url, { token: carol.token }),
      daveA: await connect(a.url, { token: dave.token }),
      carolB: await connect(b.url, { token: carol.token }),
      daveB: await connect(b.url, { token: dave.token }),
    };
    const got = Object.fromEntries(
      Object.entries(tabs).map(([name, socket]) => [name, collect(socket, 'receiveMessage')]),
    ) as unknown as Record<keyof typeof tabs, Array<{ _id: string }>>;

    // Before: a message sent on A reaches B.
    const before = expected(nextEvent(patOnB, 'receiveMessage', 2000));
    expect((await send(a.url, alice, aliceWithPat, 'before')).status).toBe(201);
    await expect(before).resolves.toMatchObject({ content: 'before' });

    let n = 0;
    traffic = startTraffic({
      // Carol writes through A and Dave through B (40 a minute each, under the limit of 60).
      carolViaA: { pauseMs: 1500, run: () => send(a.url, carol, carolWithDave, `c${n++}`) },
      daveViaB: { pauseMs: 1500, run: () => send(b.url, dave, carolWithDave, `d${n++}`) },
      searchA: { pauseMs: 2000, run: () => request(a.url, 'GET', '/search/items/search') },
      searchB: { pauseMs: 2000, run: () => request(b.url, 'GET', '/search/items/search') },
      healthA: { pauseMs: 2000, run: () => request(a.url, 'GET', '/health') },
      healthB: { pauseMs: 2000, run: () => request(b.url, 'GET', '/health') },
    });
    await sleep(2000);

    await redis.stop();
    const stoppedAt = Date.now();
    for (const url of [a.url, b.url]) {
      expect(await eventually(async () => (await ready(url)).redis === 'down', 5000)).toBe(true);
    }
    const readyDuring = await request(a.url, 'GET', '/health/ready');
    expect(readyDuring.status).toBe(503);
    expect(readyDuring.body).toMatchObject({ status: 'unavailable', redis: 'down', db: 'ok' });

    // During the outage a new socket is admitted (the cap counts this instance's sockets)...
    const lateTab = await connect(a.url, { token: alice.token });
    expect(lateTab.connected).toBe(true);
    // ...and a logout still drops that session's sockets on this instance, reason first.
    const leaving = await createUser(db.handle.db, { name: 'Leaving' });
    const leavingTab = await connect(a.url, { token: leaving.token });
    const reason = expected(nextEvent(leavingTab, 'sessionEnded', 3000));
    const gone = expected(disconnected(leavingTab, 3000));
    expect((await request(a.url, 'POST', '/auth/logout', { token: leaving.token })).status).toBe(
      200,
    );
    await expect(reason).resolves.toEqual({ reason: 'logout' });
    await expect(gone).resolves.toBe('io server disconnect');
    // A message on A still reaches the other participant's socket on A.
    const local = expected(nextEvent(aliceOnA, 'receiveMessage', 2000));
    expect((await send(a.url, poster, aliceWithPat, 'during, via A')).status).toBe(201);
    await expect(local).resolves.toMatchObject({ content: 'during, via A' });

    await sleep(OUTAGE_MS - (Date.now() - stoppedAt));
    expect((await ready(b.url)).redis).toBe('down');
    await redis.start();
    const restartedAt = Date.now();

    // Within 30 s of Redis' return, messages cross both ways again (nothing was restarted).
    const deadline = restartedAt + 30_000;
    expect(await crossesAgain(a.url, alice, aliceWithPat, patOnB, deadline)).toBe(true);
    expect(await crossesAgain(b.url, poster, aliceWithPat, aliceOnA, deadline)).toBe(true);
    const recoveredMs = Date.now() - restartedAt;
    for (const url of [a.url, b.url]) {
      expect(await eventually(async () => (await ready(url)).status === 'ok', 5000)).toBe(true);
    }

    await traffic.stop();
    await sleep(1000);
    const { hits } = traffic;
    // Every request answered as it would without an outage: no 5xx, no 429, nothing dropped.
    const expectedStatus = (name: string) =>
      name.endsWith('ViaA') || name.endsWith('ViaB') ? 201 : 200;
    const failures = hits.filter((h) => h.status !== expectedStatus(h.name));
    expect(failures.map((h) => `${h.name} ${h.status}`)).toEqual([]);
    const during = hits.filter((h) => h.at > stoppedAt + 1000 && h.at < restartedAt);
    expect(new Set(during.map((h) => h.name)).size).toBe(6);

    // Every message an instance accepted reached both participants' tabs on that instance.
    const acked = (name: string) =>
      hits
        .filter((h) => h.name === name && h.status === 201)
        .map((h) => ((h.answer as Answer).body.message as { _id: string })._id);
    const viaA = acked('carolViaA');
    const viaB = acked('daveViaB');
    expect(viaA.length).toBeGreaterThan(10);
    expect(viaB.length).toBeGreaterThan(10);
    for (const tab of ['carolA', 'daveA'] as const) {
      expect(viaA.filter((id) => !messageIds(got[tab]).has(id))).toEqual([]);
    }
    for (const tab of ['carolB', 'daveB'] as const) {
      expect(viaB.filter((id) => !messageIds(got[tab]).has(id))).toEqual([]);
    }

    // Neither process ended; neither logged an unhandled rejection or exception.
    for (const instance of [a, b]) {
      expect([instance.child.exitCode, instance.child.signalCode]).toEqual([null, null]);
      expect(instance.log()).not.toMatch(/unhandled|uncaught|MaxRetriesPerRequest/i);
    }
    console.log(
      `Redis outage: ${hits.length} requests, ${during.length} during the ${OUTAGE_MS / 1000} s ` +
        `outage, none failed; fan-out back ${recoveredMs} ms after Redis restarted`,
    );
  }, 90_000);
});
