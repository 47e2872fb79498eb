import type { Scrape } from '../burst/scrape';
import type { LoadResult } from './searchLoad';

/** The targets (issue "The office moves in", "Measured by"). */
export const TARGET = {
  walMaxMb: 64,
  matchedS: 120,
  /** CPU per search and p99 after the import, against the quiet phase's. */
  afterRatio: 1.2,
  postAlertS: 5,
};

/** An ordinary Found post during the import, and its owner's match alert. */
export type Post = {
  /** Seconds after the import's start. */
  sentS: number;
  /** Bulk jobs (import, matching, saved-search checks) queued when it was sent. */
  bulkThen: number;
  status: number;
  answeredMs: number;
  /** From sending the post to the alert's notification being stored; NaN: none came. */
  alertMs: number;
  error?: string;
};

/** A stretch of load, and the server's event-loop delay over it and heap after it (GET /metrics). */
export type Phase = { name: string; load: LoadResult; loop: Scrape };

export type ImportRun = {
  title: string;
  /** quiet, import, matching, after (and after, restarted). */
  phases: Phase[];
  health: Phase;
  lines: string[];
  walMaxMb: number;
  walEndMb: number;
  /** Seconds from the start request to an empty bulk backlog; NaN: not within the give-up time. */
  matchedS: number;
  rowsPerS: number;
  /** False: the import did not finish, `rowsPerS` is its rate so far. */
  rowsFinished: boolean;
  posts: Post[];
};

const perRequestUs = (seconds: number, l: LoadResult) =>
  l.requests ? (seconds * 1e6) / l.requests : Number.NaN;
const loopUs = (l: LoadResult) => perRequestUs(l.cpu.loop, l);
const metOrMissed = (ok: boolean) => (ok ? 'met' : 'MISSED');
/** A ratio's verdict; NaN: a phase not measured (the import did not finish). */
const judged = (value: number, ok: boolean) =>
  Number.isFinite(value) ? metOrMissed(ok) : 'not measured';
const fixed = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

export function printImport(r: ImportRun) {
  const health = loopUs(r.health.load);
  console.log(`\n${r.title}`);
  console.table(
    [r.health, ...r.phases].map(({ name, load: l, loop }) => ({
      phase: name,
      s: fixed(l.seconds, 1),
      requests: l.requests,
      'req/s': Math.round(l.requests / l.seconds),
      'p50 ms': l.p50,
      'p99 ms': l.p99,
      'max ms': l.max,
      errors: l.errors,
      'loop CPU µs/req': fixed(loopUs(l), 0),
      'x health': fixed(loopUs(l) / health),
      'process CPU µs/req': fixed(perRequestUs(l.cpu.process, l), 0),
      'loop delay p99 ms': Math.round(loop.loopP99Ms),
      'loop delay max ms': Math.round(loop.loopMaxMs),
      'heap MB': Math.round(loop.heapUsedMb),
    })),
  );
  console.log(
    "loop CPU: the server's main thread (the event loop answering requests), /proc/<pid>/task/<pid>; " +
      'process CPU: every thread, the job thread doing the import and its matching included.',
  );
  for (const line of r.lines) console.log(line);
  if (r.posts.length) {
    console.log('\nOrdinary Found posts during the import (each matches a seeded Lost report):');
    console.table(
      r.posts.map((p) => ({
        'sent, s after start': fixed(p.sentS, 1),
        'bulk jobs queued then': p.bulkThen,
        answer: p.status,
        'answered ms': Math.round(p.answeredMs),
        'post → alert ms': Number.isFinite(p.alertMs) ? Math.round(p.alertMs) : 'none',
        ...(p.error ? { error: p.error } : {}),
      })),
    );
  }

  const phase = (name: string) => r.phases.find((p) => p.name === name)?.load;
  const quiet = phase('quiet')!;
  const ratio = (name: string, of: (l: LoadResult) => number) => {
    const l = phase(name);
    return l ? of(l) / of(quiet) : Number.NaN;
  };
  const p99 = (l: LoadResult) => l.p99;
  const alerts = r.posts.map((p) => p.alertMs);
  const maxAlert = alerts.length ? Math.max(...alerts) : Number.NaN;
  const allAlerted = alerts.length > 0 && alerts.every(Number.isFinite);
  const afterCpu = ratio('after', loopUs);
  const afterP99 = ratio('after', p99);
  console.table([
    {
      figure: r.rowsFinished
        ? 'import rows/s (rowCount / (finishedAt - startedAt))'
        : 'import rows/s so far (not finished: processed / time since startedAt)',
      value: fixed(r.rowsPerS, 1),
      target: 'report',
      result: '-',
    },
    {
      figure: 'WAL max, whole run',
      value: `${fixed(r.walMaxMb, 1)} MB`,
      target: `< ${TARGET.walMaxMb} MB`,
      result: metOrMissed(r.walMaxMb < TARGET.walMaxMb),
    },
    {
      figure: 'WAL at the end',
      value: `${fixed(r.walEndMb, 1)} MB`,
      target: 'report',
      result: '-',
    },
    {
      figure: 'import fully matched (bulk backlog empty), from start',
      value: Number.isFinite(r.matchedS)
        ? `${fixed(r.matchedS, 1)} s`
        : 'not reached (give-up time or Ctrl-C)',
      target: `< ${TARGET.matchedS} s`,
      result: metOrMissed(r.matchedS < TARGET.matchedS),
    },
    {
      figure: 'search p99 during the import / matching',
      value: `${phase('import')?.p99 ?? '-'} / ${phase('matching')?.p99 ?? '-'} ms (quiet ${quiet.p99})`,
      target: 'report',
      result: '-',
    },
    {
      figure: 'search loop CPU/req, import / quiet',
      value: fixed(ratio('import', loopUs)),
      target: 'report',
      result: '-',
    },
    {
      figure: 'search loop CPU/req, matching / quiet',
      value: fixed(ratio('matching', loopUs)),
      target: 'report',
      result: '-',
    },
    {
      figure: 'search loop CPU/req, after / quiet',
      value: fixed(afterCpu),
      target: `≤ ${TARGET.afterRatio}`,
      result: judged(afterCpu, afterCpu <= TARGET.afterRatio),
    },
    {
      figure: 'search loop CPU/req, after / after restarted',
      value: fixed(ratio('after', loopUs) / ratio('after, restarted', loopUs)),
      target: 'report',
      result: '-',
    },
    {
      figure: 'search p99, after / quiet',
      value: fixed(afterP99),
      target: `≤ ${TARGET.afterRatio}`,
      result: judged(afterP99, afterP99 <= TARGET.afterRatio),
    },
    {
      figure: `ordinary post → match alert, max of ${r.posts.length}`,
      value: allAlerted ? `${Math.round(maxAlert)} ms` : 'an alert never came',
      target: `< ${TARGET.postAlertS} s`,
      result: metOrMissed(allAlerted && maxAlert < TARGET.postAlertS * 1000),
    },
  ]);
}
