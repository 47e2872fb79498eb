import { percentile, type latencies } from './probe';
import type { Answer } from './posting';
import type { Scrape } from './scrape';

/** The targets (docs/performance.md#burst-and-soak). */
export const TARGET = { ratio: 3, maxMs: 250, clearS: 30 };

type Phase = {
  probes: ReturnType<typeof latencies>;
  loop: Scrape;
  cpuS: number;
};

export type BurstResult = {
  title: string;
  quiet: Phase;
  burst: Phase;
  /** Seconds from the burst's start until every request was answered and no job waited. */
  clearS: number;
  posts: Answer[];
  sheets: Answer[];
  serverCpuS: number;
  /** The load generator's own event-loop delay, ms: its stalls would look like the server's. */
  ownLoop: { p99: number; max: number };
};

const ms = (value: number) => `${Math.round(value)} ms`;
const metOrMissed = (ok: boolean) => (ok ? 'met' : 'MISSED');

const row = (phase: string, p: Phase) => ({
  phase,
  probes: p.probes.count,
  failed: p.probes.failed,
  'p50 ms': Math.round(p.probes.p50),
  'p99 ms': Math.round(p.probes.p99),
  'max ms': Math.round(p.probes.max),
  'loop delay p99 ms': Math.round(p.loop.loopP99Ms),
  'loop delay max ms': Math.round(p.loop.loopMaxMs),
  'server CPU s': p.cpuS.toFixed(1),
});

/** "68× 201, 7× 429" */
function statuses(answers: Answer[]) {
  const counts = new Map<number, number>();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n}× ${status}`).join(', ');
}

const sortedMs = (answers: Answer[]) => answers.map((a) => a.ms).sort((a, b) => a - b);

export function printBurst(r: BurstResult) {
  const ratio = r.burst.probes.p99 / r.quiet.probes.p99;
  console.log(`\n${r.title}`);
  console.table([row('quiet', r.quiet), row('burst', r.burst)]);
  const posts = sortedMs(r.posts);
  console.log(
    `Posts: ${statuses(r.posts)}; answered p50 ${ms(percentile(posts, 0.5))}, max ${ms(percentile(posts, 1))}`,
  );
  console.log(
    `Sheets: ${statuses(r.sheets)}; answered in ${r.sheets.map((a) => ms(a.ms)).join(', ')}`,
  );
  console.table([
    {
      figure: 'burst p99 / quiet p99',
      value: ratio.toFixed(2),
      target: `≤ ${TARGET.ratio}`,
      result: metOrMissed(ratio <= TARGET.ratio),
    },
    {
      figure: 'burst max',
      value: ms(r.burst.probes.max),
      target: `< ${TARGET.maxMs} ms`,
      result: metOrMissed(r.burst.probes.max < TARGET.maxMs),
    },
    {
      figure: 'backlog clear time',
      value: Number.isFinite(r.clearS) ? `${r.clearS.toFixed(1)} s` : 'not cleared',
      target: `< ${TARGET.clearS} s`,
      result: metOrMissed(r.clearS < TARGET.clearS),
    },
  ]);
  console.log(
    `Server CPU, whole run: ${r.serverCpuS.toFixed(1)} s. Load generator's own event-loop ` +
      `delay: p99 ${ms(r.ownLoop.p99)}, max ${ms(r.ownLoop.max)}.`,
  );
}
