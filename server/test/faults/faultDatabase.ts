import { Client } from 'pg';
import { openDatabase, type DbHandle } from '../../db';

/**
 * The fault suites' database: a fresh schema of the machine's PostgreSQL (the one the scale
 * suite uses; PostgreSQL itself is never faulted here). TEST_DATABASE_URL overrides it.
 */
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type FaultSchema = {
  /** DATABASE_URL for the instances. */
  url: string;
  /** A connection of the test's own, for fixtures and for checking what was stored. */
  handle: DbHandle;
  drop: () => Promise<void>;
};

async function adminSql(text: string) {
  const c = new Client({ connectionString: pgUrl });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/** Creates a fresh schema; the instances migrate it when they start. */
export async function freshFaultSchema(prefix: string): Promise<FaultSchema> {
  const schema = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await adminSql(`create schema ${schema}`);
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const handle = openDatabase({ dataDir: '', databaseUrl: url.toString() });
  return {
    url: url.toString(),
    handle,
    async drop() {
      await handle.close();
      await adminSql(`drop schema if exists ${schema} cascade`);
    },
  };
}
