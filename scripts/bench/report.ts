import os from 'node:os';
import { UNCACHED, type Scenario, type Target } from './scenarios';
import type { Measured } from './cannon';

/**
 * CPU seconds a scenario cost: the server process's, PostgreSQL's backends', and the load
 * generator's (this process); `wall` its seconds.
 */
export type Cpu = {
  server: number;
  /** The server's main thread (the event loop) alone. */
  eventLoop: number;
  database: number;
  bench: number;
  wall: number;
};

export type Row = Measured & {
  name: string;
  ratio: number;
  target: Target | 'baseline';
  /** Server (+ database) CPU per request, µs. */
  cpuUs: number;
  serverUs: number;
  /** The server's event loop's share of serverUs. */
  eventLoopUs: number;
  databaseUs: number;
  /** cpuUs / /health's cpuUs in the same run. */
  cpuRatio: number;
  /** The load generator's CPU per request, µs. */
  benchUs: number;
  /** Share of the machine's cores the server, database and load generator kept busy (0-1). */
  busy: number;
  /** Requests past the scenario's distinct ones (they could be answered from a cache). */
  repeated: number;
};

export const describe = (t: Target | 'baseline') => {
  if (t === 'baseline') return 'baseline';
  const parts = [
    t.p99 !== undefined ? `p99 < ${t.p99} ms` : '',
    t.ratio ? `≥ ${t.ratio}× health` : '',
    t.cpu ? `CPU ≤ ${t.cpu}× health's` : '',
    'no errors',
  ];
  return parts.filter(Boolean).join(', ');
};

export function met(r: Row): string {
  if (r.target === 'baseline') return '-';
  const t = r.target;
  const ok =
    r.errors === 0 &&
    (t.p99 === undefined || r.p99 < t.p99) &&
    r.ratio >= (t.ratio ?? 0) &&
    (t.cpu === undefined || r.cpuRatio <= t.cpu);
  return ok ? 'met' : 'MISSED';
}

export function row(s: Scenario, m: Measured, cpu: Cpu, health: Row | undefined): Row {
  const perRequest = (seconds: number) => (m.requests ? (seconds * 1e6) / m.requests : 0);
  const cpuUs = perRequest(cpu.server + cpu.database);
  return {
    ...m,
    name: s.name,
    ratio: health?.reqPerSec ? m.reqPerSec / health.reqPerSec : 1,
    target: s.target,
    cpuUs,
    serverUs: perRequest(cpu.server),
    eventLoopUs: perRequest(cpu.eventLoop),
    databaseUs: perRequest(cpu.database),
    cpuRatio: health?.cpuUs ? cpuUs / health.cpuUs : 1,
    benchUs: perRequest(cpu.bench),
    busy: (cpu.server + cpu.database + cpu.bench) / (cpu.wall * os.availableParallelism()),
    repeated: s.distinct === undefined ? 0 : Math.max(0, m.requests - s.distinct),
  };
}

type Reading = { rss: number; anon: number; file: number };
/** The server's memory at the end of the run, and again after it sat idle (`idleSeconds`). */
export type Memory = (Reading & { idle: Reading | null; idleSeconds: number }) | null;

/** An instance's RSS after the bench: under 1 GB at 1M items (issue 24), 500 MB below (issue 36). */
export const rssTargetMb = (items: number) => (items >= 1_000_000 ? 1024 : 500);

export function printRun(
  title: string,
  rows: Row[],
  memory: Memory,
  postgres: boolean,
  items: number,
) {
  console.log(`\n${title}`);
  console.table(
    rows.map((r) => ({
      scenario: r.name,
      'req/s': r.reqPerSec,
      'p99 ms': r.p99,
      errors: r.errors,
      'x health': r.ratio.toFixed(2),
      'CPU µs/req': postgres
        ? `${r.cpuUs.toFixed(0)} (${r.serverUs.toFixed(0)}+${r.databaseUs.toFixed(0)} db)`
        : r.cpuUs.toFixed(0),
      'x health CPU': r.cpuRatio.toFixed(2),
      'event loop µs/req': r.eventLoopUs.toFixed(0),
      'load gen µs/req': r.benchUs.toFixed(0),
      'cores busy': `${(r.busy * 100).toFixed(0)}%`,
      target: describe(r.target),
      result: met(r),
    })),
  );
  for (const r of rows.filter((x) => x.repeated > 0)) {
    console.log(`  ${r.name}: ${r.repeated} requests repeated an earlier one (cacheable)`);
  }
  console.log(
    postgres
      ? 'CPU: the server process (all threads) + the PostgreSQL backends whose process title names the bench database (/proc utime+stime)'
      : 'CPU: the server process, all threads (/proc utime+stime)',
  );
  console.log(
    `event loop: the server's main thread alone (the rest of its CPU is its other threads: search, reads, V8's collector); load gen: this process's CPU a request (autocannon); cores busy: server, database and load generator together, of ${os.availableParallelism()} cores (near 100%, latency is queueing for a core)`,
  );
  if (!memory) return console.log('server RSS after the run: ? MB');
  const target = rssTargetMb(items);
  const verdict = memory.rss < target ? 'met' : 'MISSED';
  console.log(
    `server RSS after the run: ${memory.rss} MB (anonymous ${memory.anon} MB, file-backed ${memory.file} MB: code, and on SQLite its memory-mapped database pages); target < ${target} MB: ${verdict}`,
  );
  // For information, not the verdict: V8 gives back its heap's garbage pages once the load stops.
  const idle = memory.idle;
  if (idle) {
    console.log(
      `server RSS ${memory.idleSeconds} s later, idle: ${idle.rss} MB (anonymous ${idle.anon} MB, file-backed ${idle.file} MB)`,
    );
  }
}

/** PostgreSQL within 2× of SQLite on every scenario (each as its ratio to /health). */
export function printComparison(sqlite: Row[], postgres: Row[]) {
  console.log('\nPostgreSQL vs SQLite (ratio to /health in each run; target: PG ≥ ½ SQLite)');
  console.table(
    postgres
      .filter((p) => p.target !== 'baseline')
      .map((p) => {
        const s = sqlite.find((r) => r.name === p.name);
        const rel = s ? p.ratio / s.ratio : NaN;
        const cpu = s ? p.cpuUs / s.cpuUs : NaN;
        return {
          scenario: p.name,
          'SQLite x health': s?.ratio.toFixed(2),
          'PG x health': p.ratio.toFixed(2),
          'PG / SQLite': rel.toFixed(2),
          result: rel >= 0.5 ? 'met' : 'MISSED',
          'CPU µs/req SQLite': s?.cpuUs.toFixed(0),
          'PG (server + db)': p.cpuUs.toFixed(0),
          'PG / SQLite CPU': cpu.toFixed(2),
        };
      }),
  );
  const u = postgres.find((p) => p.name === UNCACHED);
  const s = sqlite.find((r) => r.name === u?.name);
  if (u && s) {
    const cpu = u.cpuUs / s.cpuUs;
    console.log(
      `Uncached search CPU per request, PG (server + db) / SQLite: ${cpu.toFixed(2)} (target ≤ 2): ${cpu <= 2 ? 'met' : 'MISSED'}`,
    );
  }
}

/**
 * The in-memory index against SEARCH_INDEX=database (FTS5) on the same database and queries
 * (typos and other names included): CPU per request and req/s of each text-search scenario.
 */
export function printEngineComparison(index: Row[], database: Row[]) {
  console.log('\nIn-memory index vs SEARCH_INDEX=database (FTS5), same database and queries');
  console.table(
    database
      .filter((d) => d.target !== 'baseline')
      .map((d) => {
        const i = index.find((r) => r.name === d.name);
        return {
          scenario: d.name,
          'index req/s': i?.reqPerSec.toFixed(0),
          'FTS5 req/s': d.reqPerSec.toFixed(0),
          'CPU µs/req index': i?.cpuUs.toFixed(0),
          'CPU µs/req FTS5': d.cpuUs.toFixed(0),
          'FTS5 / index CPU': i ? (d.cpuUs / i.cpuUs).toFixed(1) : '',
        };
      }),
  );
}
