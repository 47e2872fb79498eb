import type { Measured } from './cannon';
import type { Scenario, Target } from './scenarios';

export type Row = Measured & { name: string; ratio: number; target: Target | 'baseline' };

export const describe = (t: Target | 'baseline') =>
  t === 'baseline'
    ? 'baseline'
    : `p99 < ${t.p99} ms${t.ratio ? `, ≥ ${t.ratio}× health` : ''}, no errors`;

export function met(r: Row): string {
  if (r.target === 'baseline') return '-';
  const ok = r.p99 < r.target.p99 && r.errors === 0 && r.ratio >= (r.target.ratio ?? 0);
  return ok ? 'met' : 'MISSED';
}

export const row = (s: Scenario, m: Measured, health: number): Row => ({
  ...m,
  name: s.name,
  ratio: health ? m.reqPerSec / health : 1,
  target: s.target,
});

export function printRun(title: string, rows: Row[], rss: number | null) {
  console.log(`\n${title}`);
  console.table(
    rows.map((r) => ({
      scenario: r.name,
      'req/s': r.reqPerSec,
      'p99 ms': r.p99,
      errors: r.errors,
      'x health': r.ratio.toFixed(2),
      target: describe(r.target),
      result: met(r),
    })),
  );
  console.log(`server RSS after the run: ${rss ?? '?'} MB`);
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
        return {
          scenario: p.name,
          'SQLite x health': s?.ratio.toFixed(2),
          'PG x health': p.ratio.toFixed(2),
          'PG / SQLite': rel.toFixed(2),
          result: rel >= 0.5 ? 'met' : 'MISSED',
        };
      }),
  );
}
