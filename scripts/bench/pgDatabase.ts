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

/**
 * A fresh, empty bench database on the local PostgreSQL, or null when none is reachable. With
 * `keep`, the database of that name is left as it is when it exists (`created` says which).
 */
export async function freshPgDatabase(
  keep?: string,
): Promise<{ url: string; created: boolean } | null> {
  const name = keep ?? NAME;
  let created = true;
  try {
    await withClient(async (c) => {
      if (keep) {
        const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (rowCount) return void (created = false);
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${name}`);
    });
  } catch {
    return null;
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), created };
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
