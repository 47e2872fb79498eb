import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

/*
 * PostgreSQL named prepared statements for the hottest queries (docs/performance.md#request-path).
 * node-postgres sends every other query unnamed: parsed and planned on each run. A query
 * whose text is registered here is sent as `{ name, text, values }` instead, so each connection
 * parses it once and, after five runs, keeps a generic plan when it costs no more than the
 * custom ones (a search page's rows were planned in 1.6 ms and read in 0.5 ms). Only texts whose
 * plan does not depend on the values belong here (lookups by key).
 */

const nameOf = new Map<string, string>();
const textOf = new Map<string, string>();

/** Sends `text` as the named statement `name` from now on (the same name, the same text). */
export function nameStatement(name: string, text: string): void {
  const known = textOf.get(name);
  if (known !== undefined && known !== text) throw new Error(`statement ${name} has another text`);
  textOf.set(name, text);
  nameOf.set(text, name);
}

/** The name registered for this text, if any (tests). */
export const statementName = (text: string): string | undefined => nameOf.get(text);

/** The pool as Kysely sees it, sending registered texts as named statements. */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((text: unknown, values?: readonly unknown[]) => {
      const name = typeof text === 'string' ? nameOf.get(text) : undefined;
      if (name !== undefined)
        return client.query({ name, text: text as string, values: [...values!] });
      return (client.query as (t: unknown, v?: unknown) => unknown)(text, values);
    }) as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    async connect() {
      const client = await pool.connect();
      let w = wrapped.get(client);
      if (!w) wrapped.set(client, (w = wrap(client)));
      return w;
    },
    end: () => pool.end(),
  };
}
