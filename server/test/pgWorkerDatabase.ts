import { Client } from 'pg';

const ensured = new Map<string, Promise<void>>();

/**
 * The PostgreSQL test database of this Jest worker: `<database>_w<worker id>`, created on first
 * use. Test files get a fresh schema each, and a file's close drops its schema; with several
 * workers on one database, that drop raced another worker's migrator, whose catalog scan
 * (Kysely reads every schema's tables) then failed with "relation … does not exist". Within one
 * worker the files run one after another, so a database per worker keeps drops and scans apart.
 */
export async function workerDatabaseUrl(base: string): Promise<string> {
  const url = new URL(base);
  const name = `${url.pathname.slice(1) || 'postgres'}_w${process.env.JEST_WORKER_ID ?? '1'}`;
  let ready = ensured.get(name);
  if (!ready) {
    ready = createIfMissing(base, name);
    ensured.set(name, ready);
  }
  await ready;
  url.pathname = `/${name}`;
  return url.toString();
}

async function createIfMissing(base: string, name: string) {
  const admin = new Client({ connectionString: base });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return;
    await admin.query(`create database "${name}"`);
  } catch (err) {
    // Another run created it between the check and the create.
    const code = (err as { code?: string }).code;
    if (code !== '42P04' && code !== '23505') throw err;
  } finally {
    await admin.end();
  }
}
