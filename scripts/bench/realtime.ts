/**
 * `npm run bench:realtime`: socket delivery under load, loopback only, bounded in count and time.
 *
 * The server runs in a child process (this same file with BENCH_CHILD=1) on a temp SQLite
 * database with rate limits off. The parent opens 1,000 websocket clients (400 users: 200 with
 * three tabs, 200 with two), 200 conversations each send messages over REST (the only way to
 * send), and every receiving socket measures delivery latency from the send timestamp the
 * message carries.
 * Server memory is sampled with `ps -o rss` on the child pid (after a GC the child runs on
 * request over IPC). Prints figures; asserts nothing.
 */
import { fork, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { io as ioClient } from 'socket.io-client';
import type { ClientSocket } from '../../server/test/realtimeFixtures';

const USERS = 400;
const SOCKETS = 1000;
const CONVERSATIONS = 200;
const ROUNDS = 10; // messages per conversation
// 200 messages per 500 ms, spread evenly: ~400 messages/s offered (BENCH_INTERVAL_MS to change it).
const ROUND_INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 500);
const DRAIN_MS = 10_000; // wait at most this long for the last deliveries
const CONNECT_BATCH = 100;
const DEADLINE_MS = 120_000; // the whole run, whatever happens

type Seeded = {
  url: string;
  users: { id: string; token: string }[];
  conversations: { id: string; a: number; b: number }[];
};
type ChildMsg =
  { type: 'ready'; seeded: Seeded } | { type: 'gcDone'; heapUsed: number; cpuUs: number };

if (process.env.BENCH_CHILD === '1') void child();
else void parent();

// ---------------------------------------------------------------- child: the server under test

async function child() {
  const { loadConfig } = await import('../../server/config');
  const { buildApp } = await import('../../server/app');
  const { makeItem, makeUser } = await import('../../server/test/realtimeFixtures');
  const { openConversation } = await import('../../server/modules/conversations/service');
  const config = loadConfig(process.env);
  const app = await buildApp(config, { logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  const users = [];
  for (let i = 0; i < USERS; i++) {
    const u = await makeUser(app.ctx.db, { name: `Bench ${i}` });
    users.push({ id: u.id, token: u.token });
  }
  const conversations = [];
  for (let i = 0; i < CONVERSATIONS; i++) {
    const a = (2 * i) % USERS;
    const b = (2 * i + 1) % USERS;
    const itemId = await makeItem(app.ctx.db, users[b].id, { title: `Item ${i}` });
    const { conversation } = await openConversation(app.ctx, users[a].id, itemId);
    conversations.push({ id: conversation._id, a, b });
  }
  process.send!({ type: 'ready', seeded: { url, users, conversations } } satisfies ChildMsg);
  process.on('message', async (msg: { type: string }) => {
    if (msg.type === 'gc') {
      (globalThis as { gc?: () => void }).gc?.();
      const { heapUsed } = process.memoryUsage();
      const { user, system } = process.cpuUsage();
      process.send!({ type: 'gcDone', heapUsed, cpuUs: user + system } satisfies ChildMsg);
    } else if (msg.type === 'stop') {
      await app.close();
      process.exit(0);
    }
  });
}

// ------------------------------------------------------------------ parent: the load and figures

async function parent() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-bench-rt-'));
  const deadline = setTimeout(() => {
    console.error(`bench:realtime: gave up after ${DEADLINE_MS / 1000} s`);
    process.exit(1);
  }, DEADLINE_MS);
  deadline.unref();

  const server = fork(process.argv[1], [], {
    execArgv: [...process.execArgv, '--expose-gc'],
    env: {
      ...process.env,
      BENCH_CHILD: '1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const sockets: ClientSocket[] = [];
  try {
    console.log(`bench:realtime: seeding ${USERS} users and ${CONVERSATIONS} conversations...`);
    const { seeded } = (await nextMessage(server, 'ready')) as Extract<ChildMsg, { type: 'ready' }>;

    const idle = await memoryAfterGc(server);
    const tabsOf: ClientSocket[][] = seeded.users.map(() => []);
    const t0 = performance.now();
    for (let start = 0; start < SOCKETS; start += CONNECT_BATCH) {
      const batch = [];
      for (let i = start; i < Math.min(start + CONNECT_BATCH, SOCKETS); i++) {
        const userIndex = i % USERS;
        batch.push(
          open(seeded.url, seeded.users[userIndex].token).then((s) => {
            tabsOf[userIndex].push(s);
            sockets.push(s);
          }),
        );
      }
      await Promise.all(batch);
    }
    const connectMs = performance.now() - t0;
    const connected = await memoryAfterGc(server);

    // Every tab of both participants should get every message exactly once.
    const latencies: number[] = [];
    let delivered = 0;
    let duplicates = 0;
    const seen = new Set<string>();
    tabsOf.forEach((tabs, userIndex) =>
      tabs.forEach((s, tab) =>
        s.on('receiveMessage', (m) => {
          const key = `${m._id}|${userIndex}|${tab}`;
          if (seen.has(key)) duplicates++;
          seen.add(key);
          delivered++;
          const sentAt = Number(m.content.split(' ')[0]);
          const isRecipient = seeded.users[userIndex].id !== m.sender._id;
          if (isRecipient) latencies.push(performance.timeOrigin + performance.now() - sentAt);
        }),
      ),
    );

    let sent = 0;
    let refused = 0;
    let expected = 0;
    const acks: Promise<void>[] = [];
    const tRun = performance.now();
    // Sends are spread evenly over each round (a steady 400/s), not fired as one burst: a burst
    // of 200 would measure the burst's queue, not the delivery latency of a message.
    const step = ROUND_INTERVAL_MS / seeded.conversations.length;
    for (let round = 0; round < ROUNDS; round++) {
      const roundStart = performance.now();
      for (const [i, c] of seeded.conversations.entries()) {
        const wait = roundStart + i * step - performance.now();
        if (wait > 1) await sleep(wait);
        const [from, to] = round % 2 ? [c.b, c.a] : [c.a, c.b];
        const stamp = (performance.timeOrigin + performance.now()).toFixed(3);
        const fanOut = tabsOf[from].length + tabsOf[to].length;
        sent++;
        acks.push(
          postMessage(seeded.url, seeded.users[from].token, c.id, `${stamp} r${round}`).then(
            (ok) => {
              if (ok) expected += fanOut;
              else refused++;
            },
          ),
        );
      }
      await sleep(Math.max(0, roundStart + ROUND_INTERVAL_MS - performance.now()));
    }
    await Promise.race([Promise.all(acks), sleep(DRAIN_MS)]);
    const drainUntil = performance.now() + DRAIN_MS;
    while (delivered < expected && performance.now() < drainUntil) await sleep(50);
    const runMs = performance.now() - tRun;

    const after = await memoryAfterGc(server);
    latencies.sort((x, y) => x - y);
    const pct = (p: number) =>
      latencies.length
        ? latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]
        : NaN;
    const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;

    console.log('');
    console.log(
      `sockets connected        ${sockets.length} (${USERS} users) in ${connectMs.toFixed(0)} ms`,
    );
    console.log(
      `offered rate             ${CONVERSATIONS} messages every ${ROUND_INTERVAL_MS} ms (${Math.round((CONVERSATIONS * 1000) / ROUND_INTERVAL_MS)}/s)`,
    );
    console.log(
      `messages sent            ${sent} (${refused} refused) over ${(runMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `deliveries               ${delivered} of ${expected} expected (${duplicates} duplicates, ${Math.max(0, expected - delivered)} missing)`,
    );
    console.log(
      `recipient latency        p50 ${pct(0.5).toFixed(1)} ms, p95 ${pct(0.95).toFixed(1)} ms, p99 ${pct(0.99).toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms (${latencies.length} samples)`,
    );
    console.log(
      `target                   p99 < 50 ms and nothing lost: ${pct(0.99) < 50 && delivered >= expected ? 'met' : 'MISSED'}`,
    );
    console.log(
      `server CPU               ${((after.cpuMs - connected.cpuMs) / sent).toFixed(2)} ms per message sent (user+system, includes the GC runs)`,
    );
    const perConn = (a: number, b: number) => ((b - a) / sockets.length).toFixed(1);
    console.log(
      `server RSS (ps)          idle ${mb(idle.rss)}, connected ${mb(connected.rss)}, after run+GC ${mb(after.rss)}`,
    );
    console.log(`  per connection         ${perConn(idle.rss, connected.rss)} kB RSS`);
    console.log(
      `server JS heap after GC  idle ${mb(idle.heap)}, connected ${mb(connected.heap)}, after run ${mb(after.heap)}`,
    );
    console.log(`  per connection         ${perConn(idle.heap, connected.heap)} kB heap`);
  } finally {
    for (const s of sockets) s.close();
    server.send({ type: 'stop' });
    await Promise.race([new Promise((r) => server.once('exit', r)), sleep(5000)]);
    if (server.exitCode === null) server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
    clearTimeout(deadline);
  }
}

/** POST one message as the user; true when it was stored. */
async function postMessage(url: string, token: string, conversationId: string, content: string) {
  const res = await fetch(`${url}/api/v1/messages/${conversationId}/messages`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  }).catch(() => undefined);
  await res?.body?.cancel();
  return res?.ok === true;
}

function open(url: string, token: string): Promise<ClientSocket> {
  const socket: ClientSocket = ioClient(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function nextMessage(proc: ChildProcess, type: ChildMsg['type']): Promise<ChildMsg> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`server exited (${code})`));
    proc.once('exit', onExit);
    const onMessage = (msg: ChildMsg) => {
      if (msg.type !== type) return;
      proc.off('message', onMessage);
      proc.off('exit', onExit);
      resolve(msg);
    };
    proc.on('message', onMessage);
  });
}

/** The server's resident memory (ps, kB) and JS heap in use (kB), after it ran a full GC. */
async function memoryAfterGc(
  proc: ChildProcess,
): Promise<{ rss: number; heap: number; cpuMs: number }> {
  proc.send({ type: 'gc' });
  const done = (await nextMessage(proc, 'gcDone')) as Extract<ChildMsg, { type: 'gcDone' }>;
  await sleep(200);
  const rss = Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(proc.pid)])
      .toString()
      .trim(),
  );
  return { rss, heap: done.heapUsed / 1024, cpuMs: done.cpuUs / 1000 };
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
