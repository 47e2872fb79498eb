import type { IndexKey } from '../../../server/modules/search/searchIndex/matchIndex';

/*
 * How the engines bench (sideBySide.ts) measures one engine: memory after a GC, and the CPU and
 * wall time of its queries after a warm-up, with the sizes of its answers.
 */

/** Queries asked once before the measured pass. */
const WARM_UP = 200;
const MB = 1024 * 1024;

export const gc = (globalThis as { gc?: () => void }).gc;

/** Heap used (and array buffers, outside the heap: the index's bitsets), after a GC. */
export function memory() {
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, buffers: m.arrayBuffers };
}

export type Memory = ReturnType<typeof memory>;
export const grown = (before: Memory) => {
  const after = memory();
  return { heap: after.heap - before.heap, buffers: after.buffers - before.buffers };
};

/** One query's answer: the first keys, the capped total of full matches, the partial matches. */
export type Answer = { keys: IndexKey[]; total: number; partial: number };
export type Engine = {
  name: string;
  search: (q: string) => Promise<Answer> | Answer;
  /** Called before the measured pass (after the warm-up). */
  start?: () => void;
};

type Measured = {
  cpu: number;
  p50: number;
  p99: number;
  results: number;
  partial: number;
  none: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** Warms up on the first queries, then asks each once: CPU per query, wall per query, results. */
export async function measure(engine: Engine, queries: string[]): Promise<Measured> {
  for (const q of queries.slice(0, WARM_UP)) await engine.search(q);
  gc?.();
  engine.start?.();
  const walls: number[] = [];
  let results = 0;
  let partial = 0;
  let none = 0;
  const cpu = process.cpuUsage();
  for (const q of queries) {
    const t = performance.now();
    const a = await engine.search(q);
    walls.push(performance.now() - t);
    results += a.total;
    partial += a.partial;
    if (a.total + a.partial === 0) none++;
  }
  const used = process.cpuUsage(cpu);
  walls.sort((a, b) => a - b);
  return {
    cpu: (used.user + used.system) / queries.length,
    p50: percentile(walls, 50),
    p99: percentile(walls, 99),
    results: results / queries.length,
    partial: partial / queries.length,
    none,
  };
}

export const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
/** A growth, signed ("+12.3 MB", "-0.1 MB"). */
export const delta = (bytes: number) => `${bytes < 0 ? '-' : '+'}${mb(Math.abs(bytes))}`;

export function perQuery(m: Measured, n: number, cap: number) {
  const partial = m.partial ? ` + ${m.partial.toFixed(1)} partial matches` : '';
  return (
    `  per query: ${m.cpu.toFixed(0)} µs CPU, p50 ${m.p50.toFixed(2)} ms, p99 ${m.p99.toFixed(2)} ms wall;` +
    ` ${m.results.toFixed(1)} results (total capped at ${cap})${partial}, none for ${m.none} of ${n}`
  );
}

export const ratio = (ours: number, other: number) =>
  other >= ours
    ? `${(other / ours).toFixed(1)}× less CPU`
    : `${(ours / other).toFixed(1)}× more CPU`;
