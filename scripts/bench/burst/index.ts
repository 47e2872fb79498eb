/**
 * `npm run bench:burst` (also part of `npm run bench`, before the HTTP scenarios, which keep
 * `npm run bench -- --items …` as the last command): does a burst of posts and label sheets hold
 * up the requests around it? Prints figures and whether each target was met;
 * asserts nothing (docs/performance.md#burst-and-soak).
 *
 * The real server runs in a child process (SQLite, the default ROLE, or the caller's ROLE) on a
 * fresh database of 2,000 items. GET /api/v1/health is probed 20 times a second, each on a new
 * TCP connection: first 20 s of quiet, then a burst in which three accounts post 75 items in
 * three seconds (every third with a phone photo) while a keeper prints four A4 sheets of 24
 * labels at once; probing goes on until the durable job backlog (matching, saved-search alerts,
 * mail) is empty, and 10 s more.
 *
 *   npm run bench:burst
 *   BURST_ITEMS=20000 npm run bench:burst     # a larger database
 *   BURST_POSTS=0 npm run bench:burst         # label sheets only (BURST_SHEETS=0: posts only)
 *   BURST_PHOTO_EVERY=0 npm run bench:burst   # posts without photos
 *   BURST_PROBE_PATH=/api/v1/nope ...         # probe a path that reads no database
 *   BURST_CLIENT_NICE=0 npm run bench:burst   # the posting clients at normal priority too
 *   BURST_WARMUP=0 npm run bench:burst        # no warm-up post and label before the quiet phase
 *   BURST_DEBUG=1 ...                         # list the slow probes (BURST_SLOW_MS, 200)
 *   BENCH_PROFILE=/tmp/prof ...               # the server writes CPU profiles there
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { itemText } from '../seedLarge';
import { latencies } from './probe';
import { ProberProcess } from './proberProcess';
import { photo, postItem, printSheet, type Answer } from './posting';
import { cpuSeconds, startRealServer } from './realServer';
import { printBurst } from './report';
import { scrape } from './scrape';
import { openBacklog, seedBurst } from './seedBurst';

const ITEMS = Number(process.env.BURST_ITEMS ?? 2000);
const PROBES_PER_SECOND = 20;
/** 400 quiet probes: the denominator's p99 is then not just the second-worst of 200. */
const QUIET_MS = 20_000;
/**
 * The posting clients stand for people on other machines: on a 2-core machine the load generator
 * otherwise takes a core from the server it measures. The prober keeps normal priority.
 * BURST_CLIENT_NICE=0 keeps the load generator at normal priority too.
 */
const CLIENT_NICE = Number(process.env.BURST_CLIENT_NICE ?? 10);
const POSTS = Number(process.env.BURST_POSTS ?? 75);
const POSTS_PER_SECOND = 25;
const SHEETS = Number(process.env.BURST_SHEETS ?? 4);
/** Every n-th post carries a photo (0: none). */
const PHOTO_EVERY = Number(process.env.BURST_PHOTO_EVERY ?? 3);
const LABELS_PER_SHEET = 24;
/** What is probed: any path answers for the server's responsiveness (an unknown one is a 404). */
const PROBE_PATH = process.env.BURST_PROBE_PATH ?? '/api/v1/health';
/** Probing goes on this long after the backlog is empty. */
const AFTER_MS = 10_000;
/** Give up waiting for the backlog after this long (a ROLE=web server runs no jobs). */
const BACKLOG_GIVE_UP_MS = 180_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-bench-burst-'));
  let stopServer: (() => Promise<void>) | undefined;
  try {
    console.log(`bench:burst: seeding ${ITEMS} items ...`);
    const seeded = await seedBurst(dataDir, { items: ITEMS, accounts: 3 });
    const photos = await Promise.all([0, 1, 2].map(photo));
    const server = await startRealServer(dataDir);
    stopServer = server.stop;
    const { url } = server;
    const pid = server.child.pid;
    const backlog = await openBacklog(dataDir);
    try {
      // The seeded items' match terms are stored by a job first: wait for it, as for any backlog.
      while ((await backlog.count()) > 0) await sleep(250);
      // Warm-up, as on a server that has been answering people: one post with a photo and one
      // label, so the burst does not also measure V8 compiling those code paths for the first
      // time (about 100 ms on the event loop). BURST_WARMUP=0 measures a cold server.
      if (process.env.BURST_WARMUP !== '0') {
        const text = itemText(POSTS + 1);
        await postItem(url, seeded.keeper.token, { ...text, status: 'Found' }, photos[0]);
        await printSheet(url, seeded.keeper.token, seeded.itemIds.slice(0, 1));
        while ((await backlog.count()) > 0) await sleep(250);
      }
      console.log(
        `Server ready (ROLE=${process.env.ROLE ?? 'all, the default'}); quiet probes ...`,
      );

      // Probes from a process of their own, so the load generator's stalls are not counted.
      const prober = new ProberProcess(url, PROBES_PER_SECOND, PROBE_PATH);
      // The load generator's own event-loop delay, reported beside.
      const ownLoop = monitorEventLoopDelay({ resolution: 10 });
      ownLoop.enable();
      await scrape(url); // resets the event-loop histogram: the next scrape covers the quiet
      const quietStart = performance.now();
      const cpuQuiet = cpuSeconds(pid);
      await prober.start();
      if (CLIENT_NICE > 0 && process.platform === 'linux') os.setPriority(0, CLIENT_NICE);
      await sleep(QUIET_MS);
      const quietLoop = await scrape(url);
      const burstStart = performance.now();
      const cpuBurst = cpuSeconds(pid);

      console.log(`Burst: ${POSTS} posts from 3 accounts, ${SHEETS} label sheets ...`);
      const sheets = Array.from({ length: SHEETS }, (_, i) =>
        printSheet(
          url,
          seeded.keeper.token,
          seeded.itemIds.slice(i * LABELS_PER_SHEET, (i + 1) * LABELS_PER_SHEET),
        ),
      );
      const posts: Promise<Answer>[] = [];
      for (let i = 0; i < POSTS; i++) {
        await sleep(Math.max(0, burstStart + (i * 1000) / POSTS_PER_SECOND - performance.now()));
        const text = itemText(i);
        const fields = { ...text, status: i % 2 ? ('Found' as const) : ('Lost' as const) };
        const account = seeded.accounts[i % seeded.accounts.length]!;
        posts.push(
          postItem(
            url,
            account.token,
            fields,
            PHOTO_EVERY && i % PHOTO_EVERY === 0 ? photos[i % 3] : undefined,
          ),
        );
      }
      const answered = Promise.all([...posts, ...sheets]);
      let allAnswered = false;
      void answered.then(() => (allAnswered = true));
      let clearedAt = Number.NaN;
      while (performance.now() - burstStart < BACKLOG_GIVE_UP_MS) {
        if (allAnswered && (await backlog.count()) === 0) {
          clearedAt = performance.now();
          break;
        }
        await sleep(100);
      }
      await sleep(AFTER_MS);
      const burstEnd = performance.now();
      const probes = await prober.stop();
      const burstLoop = await scrape(url);
      const cpuEnd = cpuSeconds(pid);

      if (process.env.BURST_DEBUG) {
        const slow = probes
          .filter((p) => p.ms > Number(process.env.BURST_SLOW_MS ?? 200))
          .map((p) => `${Math.round(p.at - burstStart)}:${Math.round(p.ms)}`);
        console.log(`Slow probes (sent, ms after the burst began: took, ms): ${slow.join(' ')}`);
      }
      printBurst({
        title: `Burst, SQLite, ${ITEMS} items, ${PROBE_PATH} on fresh connections at ${PROBES_PER_SECOND}/s`,
        quiet: {
          probes: latencies(probes, quietStart, burstStart),
          loop: quietLoop,
          cpuS: cpuBurst - cpuQuiet,
        },
        burst: {
          probes: latencies(probes, burstStart, burstEnd),
          loop: burstLoop,
          cpuS: cpuEnd - cpuBurst,
        },
        clearS: (clearedAt - burstStart) / 1000,
        posts: await Promise.all(posts),
        sheets: await Promise.all(sheets),
        serverCpuS: cpuEnd,
        ownLoop: { p99: ownLoop.percentile(99) / 1e6, max: ownLoop.max / 1e6 },
      });
    } finally {
      await backlog.close();
    }
  } finally {
    await stopServer?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
