import { adminScenarios } from './adminScenarios';
import { distinctQueries, otherQueries, searchPath, uncachedPaths, zipfIndexes } from './queryMix';
import { SEARCH_WORDS } from './seedLarge';
import type { Load } from './cannon';

/**
 * A scenario's target: p99 under `p99` ms, no errors, at least `ratio` × /health's req/s, and at
 * most `cpu` × /health's CPU per request (server, plus the database's on PostgreSQL).
 */
export type Target = { p99?: number; ratio?: number; cpu?: number };
export type Scenario = Load & {
  name: string;
  target: Target | 'baseline';
  /** How many different requests the scenario has (it repeats past them). */
  distinct?: number;
  /** Run before the search scenarios when any of them runs (BENCH_ONLY): a cold server's row. */
  warmUp?: true;
};

const SEARCH = '/api/v1/search/items/search?limit=8&isActive=true&page=1';
const word = () => SEARCH_WORDS[Math.floor(Math.random() * SEARCH_WORDS.length)];
const statusOf = () => ['Lost', 'Found', 'Claimed', 'Returned'][Math.floor(Math.random() * 4)];

/** The issue-11 targets for the query mixes: SQLite 100k, SQLite 1M, PostgreSQL. */
function mixTarget(items: number, postgres: boolean): Target {
  if (postgres) return { p99: 50 };
  return items >= 1_000_000 ? { p99: 50 } : { p99: 25, ratio: 0.5 };
}

/** Issue 24: an uncached search at most 2.5× /health's CPU on SQLite at 100k (PG: see report). */
const uncachedTarget = (items: number, postgres: boolean): Target =>
  !postgres && items < 1_000_000 ? { cpu: 2.5 } : {};

/** More distinct searches than a run can ask at this machine's speed (8,000 a second). */
const UNCACHED_PER_SECOND = 8000;

export const UNCACHED = 'uncached search (each once)';

export function scenarios(
  items: number,
  postgres: boolean,
  adminToken: string,
  seconds: number,
): Scenario[] {
  const queries = distinctQueries(5000);
  const others = otherQueries(5000, queries);
  const zipf = zipfIndexes(queries.length, 100_000);
  const once = uncachedPaths(UNCACHED_PER_SECOND * seconds, [
    ...queries,
    ...others,
    ...SEARCH_WORDS,
  ]);
  const c = 50;
  const mix = mixTarget(items, postgres);
  return [
    { name: 'health', connections: c, path: () => '/api/v1/health', target: 'baseline' },
    { name: 'browse page 1', connections: c, path: () => SEARCH, target: { p99: 25 } },
    {
      name: 'search word (small list, cached)',
      connections: c,
      path: () => `${SEARCH}&search=${word()}`,
      target: { p99: 25, ratio: 0.5 },
    },
    {
      name: 'search word + status (cached)',
      connections: c,
      path: () => `${SEARCH}&search=${word()}&status=${statusOf()}`,
      target: { p99: 25, ratio: 0.5 },
    },
    {
      // A server just started has built none of its words' sets, rendered none of the items'
      // JSON and compiled little: this row is that cold start, measured on other queries so
      // that the rows after it are a running server's (docs/performance.md#measuring).
      name: 'warm-up: 5,000 other queries (cold)',
      connections: c,
      path: (i) => searchPath(others[i % others.length], i),
      target: {},
      warmUp: true,
    },
    {
      name: 'distinct queries (5,000)',
      connections: c,
      path: (i) => searchPath(queries[i % queries.length], i),
      target: mix,
    },
    {
      name: 'Zipf mix',
      connections: c,
      path: (i) => searchPath(queries[zipf[i % zipf.length]], i),
      target: mix,
    },
    {
      name: UNCACHED,
      connections: c,
      // Past the list it would repeat (and hit the caches): the report says so if it did.
      path: (i) => once[i % once.length],
      target: uncachedTarget(items, postgres),
      distinct: once.length,
    },
    ...adminScenarios.map((a) => ({
      ...a,
      headers: { authorization: adminToken },
      target: { p99: 50 },
    })),
  ];
}
