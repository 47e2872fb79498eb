import pg from 'pg';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NAME = 'lostfound_bench';

const withClient = async <T>(fn: (c: pg.Client) => Promise<T>): Promise<T> => {
  const c = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
};

/** A fresh, empty bench database on the local PostgreSQL, or null when none is reachable. */
export async function freshPgDatabase(): Promise<string | null> {
  try {
    await withClient(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${NAME}`);
    });
  } catch {
    return null;
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${NAME}`;
  return url.toString();
}

/** Planner statistics after the bulk load (autovacuum would get there later). */
export async function analyze(url: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query('VACUUM ANALYZE');
  await c.end();
}

export const dropPgDatabase = () =>
  withClient((c) => c.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`)).catch(() => null);
