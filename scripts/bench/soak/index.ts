/**
 * `npm run bench:soak` (not part of `npm run bench`): five minutes of mixed campus traffic, about
 * 9 requests a second, against the real server (SQLite, 2,000 items; the default ROLE or the
 * caller's). Every 30 s it prints the server's RSS, heap, event-loop delay p99 and the 5xx count;
 * at the end whether memory stayed flat, no request failed with a 5xx and the event loop kept up.
 * Prints, never asserts (docs/performance.md#burst-and-soak).
 *
 *   npm run bench:soak
 *   SOAK_SECONDS=60 npm run bench:soak
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { rssMb } from '../server';
import { photo, type Answer } from '../burst/posting';
import { percentile } from '../burst/probe';
import { cpuSeconds, startRealServer } from '../burst/realServer';
import { backlog, scrape } from '../burst/scrape';
import { seedBurst } from '../burst/seedBurst';
import { soakMix } from './mix';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const PER_SECOND = Number(process.env.SOAK_RATE ?? 9);
const REPORT_EVERY_MS = 30_000;
/** Memory is compared with this moment, once start-up and the first caches are behind. */
const SETTLED_MS = 60_000;
const TARGET = { rssGrowth: 0.15, loopP99Ms: 50 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Sample = {
  atS: number;
  rssMb: number;
  heapMb: number;
  loopP99Ms: number;
  requests: number;
  p99Ms: number;
  s5xx: number;
  s429: number;
  failed: number;
  jobs: number;
};

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-bench-soak-'));
  let stopServer: (() => Promise<void>) | undefined;
  try {
    console.log('bench:soak: seeding 2000 items ...');
    const seeded = await seedBurst(dataDir, { items: 2000, accounts: 10 });
    const server = await startRealServer(dataDir);
    stopServer = server.stop;
    const { url } = server;
    const pid = server.child.pid;
    const mix = await soakMix(url, seeded, await photo(7));
    await scrape(url); // the first window of the event-loop histogram starts here
    const cpuStart = cpuSeconds(pid);
    console.log(
      `Soak: ${SECONDS} s at ${PER_SECOND} requests a second (ROLE=${process.env.ROLE ?? 'all, the default'})`,
    );

    const byName = new Map<string, Answer[]>();
    let window: Answer[] = [];
    const inFlight = new Set<Promise<void>>();
    const samples: Sample[] = [];
    const start = performance.now();
    let sent = 0;
    let nextReport = REPORT_EVERY_MS;

    const report = async () => {
      const m = await scrape(url);
      const answers = window;
      window = [];
      const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
      const sample: Sample = {
        atS: Math.round((performance.now() - start) / 1000),
        rssMb: rssMb(pid) ?? Number.NaN,
        heapMb: Math.round(m.heapUsedMb),
        loopP99Ms: Math.round(m.loopP99Ms),
        requests: answers.length,
        p99Ms: Math.round(percentile(sorted, 0.99)),
        s5xx: answers.filter((a) => a.status >= 500).length,
        s429: answers.filter((a) => a.status === 429).length,
        failed: answers.filter((a) => a.status === 0).length,
        jobs: backlog(m.jobs),
      };
      samples.push(sample);
      console.log(
        `${String(sample.atS).padStart(4)} s  RSS ${sample.rssMb} MB  heap ${sample.heapMb} MB  ` +
          `loop p99 ${sample.loopP99Ms} ms  ${sample.requests} requests (p99 ${sample.p99Ms} ms)  ` +
          `5xx ${sample.s5xx}  429 ${sample.s429}  failed ${sample.failed}  jobs waiting ${sample.jobs}`,
      );
    };

    while (performance.now() - start < SECONDS * 1000) {
      const due = Math.floor(((performance.now() - start) * PER_SECOND) / 1000) + 1;
      for (; sent < due; sent++) {
        const action = mix.next();
        const done = action.send().then((answer) => {
          window.push(answer);
          const list = byName.get(action.name) ?? [];
          list.push(answer);
          byName.set(action.name, list);
        });
        inFlight.add(done);
        void done.finally(() => inFlight.delete(done));
      }
      if (performance.now() - start >= nextReport) {
        nextReport += REPORT_EVERY_MS;
        await report();
      }
      await sleep(1000 / PER_SECOND / 2);
    }
    await Promise.all(inFlight);
    mix.close();
    await report();
    const cpu = cpuSeconds(pid) - cpuStart;

    console.log('\nBy request:');
    console.table(
      [...byName].map(([name, answers]) => {
        const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
        return {
          request: name,
          count: answers.length,
          'p50 ms': Math.round(percentile(sorted, 0.5)),
          'p99 ms': Math.round(percentile(sorted, 0.99)),
          '5xx': answers.filter((a) => a.status >= 500).length,
          'status 429': answers.filter((a) => a.status === 429).length,
          failed: answers.filter((a) => a.status === 0).length,
        };
      }),
    );

    const end = samples[samples.length - 1]!;
    // A run shorter than two reports after the 1-minute mark compares with its first report.
    const mark = samples.find((s) => s.atS * 1000 >= SETTLED_MS);
    const settled = mark && mark !== end ? mark : samples[0]!;
    const growth = end.rssMb / settled.rssMb - 1;
    const total5xx = samples.reduce((n, s) => n + s.s5xx, 0);
    const loopMax = Math.max(...samples.map((s) => s.loopP99Ms));
    console.log(
      `RSS: start ${samples[0]!.rssMb} MB, at ${settled.atS} s ${settled.rssMb} MB, end ${end.rssMb} MB, ` +
        `max ${Math.max(...samples.map((s) => s.rssMb))} MB; server CPU ${cpu.toFixed(1)} s ` +
        `(${((cpu / SECONDS) * 100).toFixed(0)}% of one core)`,
    );
    console.table([
      {
        figure: `end RSS vs ${settled.atS} s`,
        value: `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%`,
        target: `within ${TARGET.rssGrowth * 100}%`,
        result: Math.abs(growth) <= TARGET.rssGrowth ? 'met' : 'MISSED',
      },
      { figure: '5xx', value: total5xx, target: 'none', result: total5xx ? 'MISSED' : 'met' },
      {
        figure: 'event-loop delay p99, worst 30 s',
        value: `${loopMax} ms`,
        target: `< ${TARGET.loopP99Ms} ms`,
        result: loopMax < TARGET.loopP99Ms ? 'met' : 'MISSED',
      },
    ]);
  } finally {
    await stopServer?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
