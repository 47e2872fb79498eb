/**
 * `npm run bench:matching`: how long a Found post takes to reach the owner of the Lost report it
 * matches, as a live alert, while finders post 10 items a second on a database of 100,000 items
 * (`--items 1m` for more). Prints figures and whether the target was met; asserts nothing.
 *
 * The database is seeded (scripts/bench/seedLarge.ts), the seeded items get their match terms
 * through the real `match-backfill` job, owners post their Lost reports, then a finder posts one
 * Found item per pair every 100 ms, in other words. Each owner's socket records when its `match`
 * notification arrives: the time from sending the post to that moment is the latency.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../../server/db';
import { enqueue } from '../../../server/jobs/enqueue';
import { createUser, type TestUser } from '../../../server/test/fixtures';
import { open } from '../realtime/clients';
import { options } from '../options';
import { seedDatabase } from '../seedDatabase';
import { benchConfig, rssMb } from '../server';
import { pair } from './pairs';
import type { ClientSocket } from '../../../server/test/realtimeFixtures';

const RATE = 10; // posts a second
const SECONDS = Number(process.env.BENCH_DURATION ?? 30);
const PAIRS = RATE * SECONDS;
/** The target: every alert delivered, p99 under this many ms. */
const TARGET_P99_MS = 1000;

const opts = options(process.argv.slice(2));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

if (process.env.BENCH_CHILD === '1') void child();
else void parent();

/** The server: the app with realtime and the job worker, on the seeded database. */
async function child() {
  const { buildApp } = await import('../../../server/app');
  const app = await buildApp(benchConfig({ dataDir: process.env.DATA_DIR! }), { logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send!({ url });
  process.on('message', () => void app.close().then(() => process.exit(0)));
}

async function post(url: string, user: TestUser, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const send = () =>
    fetch(`${url}/api/v1/items`, {
      method: 'POST',
      headers: { authorization: user.token },
      body: form,
    });
  // A kept-alive connection the server closed just then: undici does not retry a POST itself.
  const res = await send().catch(send);
  if (res.status !== 201) throw new Error(`post answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { item: { _id: string } }).item._id;
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN;

async function parent() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-bench-match-'));
  let server: ChildProcess | undefined;
  const sockets: ClientSocket[] = [];
  const handle = openDatabase(benchConfig({ dataDir }));
  try {
    console.log(`bench:matching: seeding ${opts.items} items ...`);
    await seedDatabase({ dataDir }, { items: opts.items, users: 5000 });
    const owners: TestUser[] = [];
    for (let i = 0; i < PAIRS; i++)
      owners.push(await createUser(handle.db, { name: `Owner ${i}` }));
    const finder = await createUser(handle.db, { name: 'Finder' });
    await enqueue(handle.db, 'match-backfill', { after: '' });

    let t = performance.now();
    server = fork(process.argv[1], [], {
      env: { ...process.env, BENCH_CHILD: '1', DATA_DIR: dataDir, NODE_ENV: 'production' },
      // BENCH_PROFILE=<dir>: the server writes a CPU profile there (open it in Chrome DevTools).
      execArgv: [
        ...process.execArgv,
        ...(process.env.BENCH_PROFILE
          ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
          : []),
      ],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const url = await new Promise<string>((resolve) =>
      server!.once('message', (m: { url: string }) => resolve(m.url)),
    );
    const jobsLeft = async () =>
      Number(
        (
          await handle.db
            .selectFrom('jobs')
            .select((eb) => eb.fn.countAll().as('n'))
            // The daily e-mail digest is always queued (docs/product.md#e-mail).
            .where('kind', '!=', 'email-digest')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const drained = async () => {
      while ((await jobsLeft()) > 0) await sleep(100);
    };
    await drained();
    console.log(
      `Match terms of ${opts.items} items stored in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );

    for (let i = 0; i < PAIRS; i++) await post(url, owners[i], pair(i).lost);
    await drained();

    const arrived = new Map<string, { owner: number; at: number }[]>();
    await Promise.all(
      owners.map(async (owner, i) => {
        const s = await open(url, owner.token);
        sockets.push(s);
        s.on('newNotification', (n) => {
          if (n.type !== 'match' || !n.itemId) return;
          const list = arrived.get(n.itemId) ?? [];
          list.push({ owner: i, at: performance.now() });
          arrived.set(n.itemId, list);
        });
      }),
    );

    console.log(`Posting ${PAIRS} Found items at ${RATE} a second ...`);
    const sent: { at: number; id?: string; answeredMs?: number }[] = [];
    const start = performance.now();
    const posts: Promise<void>[] = [];
    for (let i = 0; i < PAIRS; i++) {
      await sleep(Math.max(0, start + (i * 1000) / RATE - performance.now()));
      const s: (typeof sent)[number] = { at: performance.now() };
      sent.push(s);
      posts.push(
        post(url, finder, pair(i).found).then((id) => {
          s.id = id;
          s.answeredMs = performance.now() - s.at;
        }),
      );
    }
    await Promise.all(posts);
    t = performance.now();
    const delivered = () => sent.filter((s, i) => arrived.get(s.id!)?.some((a) => a.owner === i));
    while (delivered().length < PAIRS && performance.now() - t < 10_000) await sleep(50);

    const latencies = sent
      .map((s, i) => (arrived.get(s.id!)?.find((a) => a.owner === i)?.at ?? NaN) - s.at)
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    const answers = sent.map((s) => s.answeredMs!).sort((a, b) => a - b);
    const wrong = sent.reduce(
      (n, s, i) => n + (arrived.get(s.id!)?.filter((a) => a.owner !== i).length ?? 0),
      0,
    );
    const p99 = pct(latencies, 0.99);
    const met = latencies.length === PAIRS && p99 < TARGET_P99_MS;
    console.log(`\nMatching, ${opts.items} items, ${PAIRS} Found posts at ${RATE}/s`);
    console.table([
      {
        'alerts delivered': `${latencies.length} / ${PAIRS}`,
        'other owners alerted': wrong,
        'post → alert p50 ms': Math.round(pct(latencies, 0.5)),
        'p99 ms': Math.round(p99),
        'max ms': Math.round(latencies[latencies.length - 1] ?? NaN),
        'POST answer p50 ms': Math.round(pct(answers, 0.5)),
        'POST p99 ms': Math.round(pct(answers, 0.99)),
        target: `all delivered, p99 < ${TARGET_P99_MS} ms`,
        result: met ? 'met' : 'MISSED',
      },
    ]);
    console.log(`server RSS after the run: ${rssMb(server.pid)} MB`);
  } finally {
    for (const s of sockets) s.close();
    if (server && server.exitCode === null) {
      server.send('stop');
      await Promise.race([new Promise((r) => server!.once('exit', r)), sleep(5000)]);
      if (server.exitCode === null) server.kill();
    }
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
