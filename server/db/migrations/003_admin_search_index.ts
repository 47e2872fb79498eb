import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index';

/*
 * Frozen migration: substring-search indexes behind the admin lists (GET /admin/users and
 * GET /admin/items, issue 5). Admin search is a case-insensitive SUBSTRING match on users' name
 * and email, and on items' title, description and location, over ALL rows (inactive included).
 *
 * SQLite: contentless FTS5 tables with the `trigram` tokenizer (case-insensitive; a phrase of
 * trigrams is a substring, so terms need at least 3 characters):
 *   - `users_admin_fts(name, email)`, rowid = `users.search_id`, a stable integer added here and
 *     given by a trigger, like `items.search_id` in 002 (the implicit rowid of a table with a
 *     text primary key may change on VACUUM);
 *   - `items_admin_fts(title, description, location)`, rowid = `items.search_id` (002). 002's
 *     AFTER INSERT trigger assigns search_id with an UPDATE, which is what indexes a new item
 *     here (AFTER UPDATE OF search_id), whatever order SQLite fires the insert triggers in.
 * Triggers re-index a row only when an indexed column (or its search_id) changes, and remove it
 * on delete. Each trigger first deletes both the old and the new rowid, so two triggers firing
 * for one statement cannot insert the same rowid twice. Every such change, and every change to a
 * column the admin lists sort by (users.created_at, items.status/created_at), bumps
 * `admin_search_version` (one row per table), so servers may cache match counts and sorted match
 * sets per term safely. `items_admin_sort_idx` covers (search_id -> sort keys) for sorting a
 * match set without reading the wide item rows.
 *
 * PostgreSQL: `pg_trgm` GIN indexes on lower(column), one per searched column, so
 * `lower(col) LIKE '%term%'` is an index lookup (terms under 3 characters fall back to a scan,
 * chosen by the planner). The extension is created in `public` when missing (never in a
 * per-test schema, which is dropped with CASCADE); the operator class is qualified with the
 * schema the extension actually lives in.
 */
export function adminSearchIndex(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      // The admin list's status order (status, created_at, id) straight from one index; the
      // older items_status_idx lacks the id tie-break, which made deep pages sort in memory.
      await db.schema
        .createIndex('items_admin_status_idx')
        .on('items')
        .columns(['status', 'created_at', 'id'])
        .execute();
      if (dialect === 'sqlite') await sqliteUp(db);
      else await postgresUp(db);
    },
  };
}

async function sqliteUp(db: Kysely<any>) {
  const run = (text: string) => sql.raw(text).execute(db);
  const bump = (name: string) =>
    `UPDATE admin_search_version SET version = version + 1 WHERE name = '${name}';`;
  await run(`CREATE TABLE admin_search_version (name TEXT PRIMARY KEY, version INTEGER NOT NULL)`);
  await run(`INSERT INTO admin_search_version VALUES ('users', 0), ('items', 0)`);

  // Users: stable search id + trigram index over name and email.
  await run(`ALTER TABLE users ADD COLUMN search_id INTEGER`);
  await run(`UPDATE users SET search_id = rowid`);
  await run(`CREATE UNIQUE INDEX users_search_id_idx ON users(search_id)`);
  await run(`CREATE VIRTUAL TABLE users_admin_fts USING fts5(
    name, email, content='', contentless_delete=1, tokenize='trigram')`);
  await run(`INSERT INTO users_admin_fts(rowid, name, email)
    SELECT search_id, name, email FROM users`);
  // A new user gets the next search id; that UPDATE indexes it (users_admin_fts_au below). A row
  // inserted with a search id of its own is indexed directly.
  await run(`CREATE TRIGGER users_admin_fts_ai AFTER INSERT ON users BEGIN
    UPDATE users SET search_id = (SELECT coalesce(max(search_id), 0) + 1 FROM users)
      WHERE id = new.id AND search_id IS NULL;
    INSERT INTO users_admin_fts(rowid, name, email)
      SELECT new.search_id, new.name, new.email WHERE new.search_id IS NOT NULL;
    ${bump('users')}
  END`);
  await run(`CREATE TRIGGER users_admin_fts_au AFTER UPDATE OF name, email, search_id ON users
    WHEN new.name IS NOT old.name OR new.email IS NOT old.email
      OR new.search_id IS NOT old.search_id BEGIN
    DELETE FROM users_admin_fts WHERE rowid IN (old.search_id, new.search_id);
    INSERT INTO users_admin_fts(rowid, name, email)
      SELECT new.search_id, new.name, new.email WHERE new.search_id IS NOT NULL;
    ${bump('users')}
  END`);
  await run(`CREATE TRIGGER users_admin_version_au AFTER UPDATE OF created_at ON users
    WHEN new.created_at IS NOT old.created_at BEGIN
    ${bump('users')}
  END`);
  await run(`CREATE TRIGGER users_admin_fts_ad AFTER DELETE ON users BEGIN
    DELETE FROM users_admin_fts WHERE rowid = old.search_id;
    ${bump('users')}
  END`);

  // Items: trigram index over title, description and location of every item, active or not.
  await run(`CREATE VIRTUAL TABLE items_admin_fts USING fts5(
    title, description, location, content='', contentless_delete=1, tokenize='trigram')`);
  await run(`INSERT INTO items_admin_fts(rowid, title, description, location)
    SELECT search_id, title, description, location FROM items`);
  await run(`CREATE TRIGGER items_admin_fts_au
    AFTER UPDATE OF title, description, location, search_id ON items
    WHEN new.title IS NOT old.title OR new.description IS NOT old.description
      OR new.location IS NOT old.location OR new.search_id IS NOT old.search_id BEGIN
    DELETE FROM items_admin_fts WHERE rowid IN (old.search_id, new.search_id);
    INSERT INTO items_admin_fts(rowid, title, description, location)
      SELECT new.search_id, new.title, new.description, new.location
      WHERE new.search_id IS NOT NULL;
    ${bump('items')}
  END`);
  await run(`CREATE TRIGGER items_admin_version_au AFTER UPDATE OF status, created_at ON items
    WHEN new.status IS NOT old.status OR new.created_at IS NOT old.created_at BEGIN
    ${bump('items')}
  END`);
  await run(`CREATE TRIGGER items_admin_fts_ad AFTER DELETE ON items BEGIN
    DELETE FROM items_admin_fts WHERE rowid = old.search_id;
    ${bump('items')}
  END`);
  // Sorting a set of matches by search id: the sort keys without reading the (wide) item rows.
  await run(`CREATE INDEX items_admin_sort_idx ON items(search_id, title, status, created_at, id)`);
}

async function postgresUp(db: Kysely<any>) {
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
  const { rows } = await sql<{ schema: string }>`SELECT n.nspname AS schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm'`.execute(db);
  const ops = `"${rows[0].schema.replace(/"/g, '""')}".gin_trgm_ops`;
  const indexes: [string, string, string][] = [
    ['users_name_trgm_idx', 'users', 'name'],
    ['users_email_trgm_idx', 'users', 'email'],
    ['items_title_trgm_idx', 'items', 'title'],
    ['items_description_trgm_idx', 'items', 'description'],
    ['items_location_trgm_idx', 'items', 'location'],
  ];
  for (const [name, table, column] of indexes) {
    await run(`CREATE INDEX ${name} ON ${table} USING GIN (lower(${column}) ${ops})`);
  }
}
