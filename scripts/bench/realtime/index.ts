/**
 * `npm run bench:realtime`: socket delivery under load, loopback only, bounded in count and time.
 *
 * The server runs in a child process (this same entry with BENCH_CHILD=1, see child.ts) on a temp SQLite
 * database with rate limits off. The parent opens 1,000 websocket clients (400 users: 200 with
 * three tabs, 200 with two), 200 conversations each send messages over REST (the only way to
 * send), and every receiving socket measures delivery latency from the send timestamp the
 * message carries.
 * Server memory is sampled with `ps -o rss` on the child pid (after a GC the child runs on
 * request over IPC). Prints figures; asserts nothing.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { child } from './child';
import { connectTabs } from './connect';
import { countDeliveries } from './deliveries';
import { memoryAfterGc, nextMessage, sleep } from './ipc';
import { printReport } from './report';
import { sendRounds } from './send';
import { CONVERSATIONS, DEADLINE_MS, DRAIN_MS, USERS, type ChildMsg } from './settings';
import type { ClientSocket } from '../../../server/test/realtimeFixtures';

if (process.env.BENCH_CHILD === '1') void child();
else void parent();

function startServer(dataDir: string) {
  return fork(process.argv[1], [], {
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
}

async function parent() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-bench-rt-'));
  const deadline = setTimeout(() => {
    console.error(`bench:realtime: gave up after ${DEADLINE_MS / 1000} s`);
    process.exit(1);
  }, DEADLINE_MS);
  deadline.unref();
  const server = startServer(dataDir);
  const sockets: ClientSocket[] = [];
  try {
    console.log(`bench:realtime: seeding ${USERS} users and ${CONVERSATIONS} conversations...`);
    const { seeded } = (await nextMessage(server, 'ready')) as Extract<ChildMsg, { type: 'ready' }>;
    const idle = await memoryAfterGc(server);
    const t0 = performance.now();
    const tabsOf = await connectTabs(seeded, sockets);
    const connectMs = performance.now() - t0;
    const connected = await memoryAfterGc(server);

    const deliveries = countDeliveries(seeded, tabsOf);
    const tRun = performance.now();
    const sends = await sendRounds(seeded, tabsOf);
    const drainUntil = performance.now() + DRAIN_MS;
    while (deliveries.delivered < sends.expected && performance.now() < drainUntil) await sleep(50);
    const runMs = performance.now() - tRun;
    const after = await memoryAfterGc(server);
    const memory = { idle, connected, after };
    printReport({ sockets: sockets.length, connectMs, runMs, memory }, sends, deliveries);
  } finally {
    for (const s of sockets) s.close();
    server.send({ type: 'stop' });
    await Promise.race([new Promise((r) => server.once('exit', r)), sleep(5000)]);
    if (server.exitCode === null) server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
    clearTimeout(deadline);
  }
}
