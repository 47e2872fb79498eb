import { PostgresAdapter, type Compilable, type CompiledQuery } from 'kysely';
import { nameStatement } from './namedStatements';
import type { Db } from './index';

/*
 * A hot query built and compiled once per database and number of values, then run with new
 * values (docs/performance.md#request-path): Kysely otherwise rebuilds the query tree and
 * compiles it to SQL on every call, which cost more than running the query on SQLite.
 */

/** Stands for the i-th value while the query is built; never sent. */
const mark = (i: number) => `\u0000value ${i}\u0000`;

type Compiled = { query: CompiledQuery; slots: number[] };

/**
 * `build(db, values)` gets placeholders for the values, to use as values only (never as SQL
 * text or in a way that depends on what they hold). With `prepare`, on PostgreSQL the query
 * runs as the named statement `name` (namedStatements.ts), one per number of values: only for
 * queries that name their columns, since a prepared `select *` fails once a migration adds one.
 */
export function reusableQuery<R>(
  name: string,
  build: (db: Db, values: unknown[]) => Compilable<R>,
  { prepare = false }: { prepare?: boolean } = {},
): (db: Db, values: readonly unknown[]) => Promise<R[]> {
  const compiledFor = new WeakMap<Db, Map<number, Compiled>>();
  const compile = (db: Db, n: number): Compiled => {
    const marks = Array.from({ length: n }, (_, i) => mark(i));
    const query = build(db, marks).compile();
    const slots = query.parameters.map((p) => marks.indexOf(p as string));
    if (new Set(slots.filter((s) => s >= 0)).size !== n) {
      throw new Error(`${name}: every value must be a parameter of its own`);
    }
    if (prepare && db.getExecutor().adapter instanceof PostgresAdapter) {
      nameStatement(`${name}_${n}`, query.sql);
    }
    return { query, slots };
  };
  return async (db, values) => {
    let byCount = compiledFor.get(db);
    if (!byCount) compiledFor.set(db, (byCount = new Map()));
    let c = byCount.get(values.length);
    if (!c) byCount.set(values.length, (c = compile(db, values.length)));
    const { query, slots } = c;
    const parameters = slots.map((s, i) => (s < 0 ? query.parameters[i] : values[s]));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
