import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index';

/*
 * Frozen migration: the full-text index behind GET /search/items/search, plus browse indexes.
 *
 * SQLite: a contentless FTS5 table `items_fts` over ACTIVE items only (title, description,
 * location, category name, and a `flags` column holding `x<status>` so the status filter is an
 * index lookup too; inactive items, searched only by admins, are few and scanned instead).
 * Its rowid is `items.search_id`, a stable integer given by a trigger (the implicit rowid of a
 * table with a text primary key may change on VACUUM). Triggers keep the index, the per
 * (is_active, status) counters in `item_counts` and a change counter `item_search_version` (which
 * lets servers cache search pages safely: any write to items, categories or user names bumps it).
 *
 * PostgreSQL: a weighted `search_vector tsvector` ('simple' config) maintained by triggers, with a
 * GIN index. Category renames re-index their items in both dialects.
 */
export function itemSearchIndex(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      // Browse: index-driven ORDER BY created_at DESC, id DESC, optionally by status.
      await db.schema
        .createIndex('items_browse_idx')
        .on('items')
        .columns(['is_active', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('items_browse_status_idx')
        .on('items')
        .columns(['is_active', 'status', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('items_category_idx')
        .on('items')
        .columns(['category_id'])
        .execute();
      if (dialect === 'sqlite') await sqliteUp(db);
      else await postgresUp(db);
    },
  };
}

const SQLITE_FLAGS = (p: string) => `('x' || lower(${p}.status))`;

async function sqliteUp(db: Kysely<any>) {
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`ALTER TABLE items ADD COLUMN search_id INTEGER`);
  await run(`UPDATE items SET search_id = rowid`);
  await run(`CREATE UNIQUE INDEX items_search_id_idx ON items(search_id)`);
  await run(`CREATE VIRTUAL TABLE items_fts USING fts5(
    title, description, location, category, flags,
    content='', contentless_delete=1, prefix='2 3',
    tokenize='unicode61 remove_diacritics 2')`);
  await run(`CREATE TABLE item_counts (
    is_active INTEGER NOT NULL, status TEXT NOT NULL, n INTEGER NOT NULL,
    PRIMARY KEY (is_active, status))`);
  for (const active of [0, 1]) {
    for (const status of ['Lost', 'Found', 'Claimed', 'Returned']) {
      await run(`INSERT INTO item_counts VALUES (${active}, '${status}',
        (SELECT count(*) FROM items WHERE is_active = ${active} AND status = '${status}'))`);
    }
  }
  await run(`CREATE TABLE item_search_version (
    id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)`);
  await run(`INSERT INTO item_search_version VALUES (1, 0)`);
  await run(`INSERT INTO items_fts(rowid, title, description, location, category, flags)
    SELECT i.search_id, i.title, i.description, i.location, c.name, ${SQLITE_FLAGS('i')}
    FROM items i JOIN categories c ON c.id = i.category_id WHERE i.is_active = 1`);

  const bump = `UPDATE item_search_version SET version = version + 1 WHERE id = 1;`;
  await run(`CREATE TRIGGER items_search_ai AFTER INSERT ON items BEGIN
    UPDATE items SET search_id = (SELECT coalesce(max(search_id), 0) + 1 FROM items)
      WHERE id = new.id;
    INSERT INTO items_fts(rowid, title, description, location, category, flags)
      SELECT i.search_id, i.title, i.description, i.location,
        (SELECT name FROM categories WHERE id = i.category_id), ${SQLITE_FLAGS('i')}
      FROM items i WHERE i.id = new.id AND i.is_active = 1;
    UPDATE item_counts SET n = n + 1 WHERE is_active = new.is_active AND status = new.status;
    ${bump}
  END`);
  await run(`CREATE TRIGGER items_search_au
    AFTER UPDATE OF title, description, location, category_id, status, is_active ON items BEGIN
    DELETE FROM items_fts WHERE rowid = old.search_id;
    INSERT INTO items_fts(rowid, title, description, location, category, flags)
      SELECT new.search_id, new.title, new.description, new.location,
        (SELECT name FROM categories WHERE id = new.category_id), ${SQLITE_FLAGS('new')}
      WHERE new.is_active = 1;
    UPDATE item_counts SET n = n - 1 WHERE is_active = old.is_active AND status = old.status;
    UPDATE item_counts SET n = n + 1 WHERE is_active = new.is_active AND status = new.status;
  END`);
  await run(`CREATE TRIGGER items_version_au AFTER UPDATE ON items BEGIN ${bump} END`);
  await run(`CREATE TRIGGER items_search_ad AFTER DELETE ON items BEGIN
    DELETE FROM items_fts WHERE rowid = old.search_id;
    UPDATE item_counts SET n = n - 1 WHERE is_active = old.is_active AND status = old.status;
    ${bump}
  END`);
  await run(`CREATE TRIGGER categories_search_au AFTER UPDATE ON categories BEGIN
    DELETE FROM items_fts WHERE new.name IS NOT old.name
      AND rowid IN (SELECT search_id FROM items WHERE category_id = new.id);
    INSERT INTO items_fts(rowid, title, description, location, category, flags)
      SELECT i.search_id, i.title, i.description, i.location, new.name, ${SQLITE_FLAGS('i')}
      FROM items i WHERE new.name IS NOT old.name AND i.category_id = new.id AND i.is_active = 1;
    ${bump}
  END`);
  await run(`CREATE TRIGGER users_search_au AFTER UPDATE OF name, is_active ON users BEGIN
    ${bump}
  END`);
}

async function postgresUp(db: Kysely<any>) {
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`ALTER TABLE items ADD COLUMN search_vector tsvector NOT NULL DEFAULT ''::tsvector`);
  await run(`CREATE FUNCTION items_search_doc(t text, d text, l text, c text) RETURNS tsvector
    LANGUAGE sql IMMUTABLE AS $$
      SELECT setweight(to_tsvector('simple'::regconfig, coalesce(t, '')), 'A')
        || setweight(to_tsvector('simple'::regconfig, coalesce(c, '')), 'B')
        || setweight(to_tsvector('simple'::regconfig, coalesce(l, '')), 'C')
        || setweight(to_tsvector('simple'::regconfig, coalesce(d, '')), 'D')
    $$`);
  await run(`CREATE FUNCTION items_search_tg() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.search_vector := items_search_doc(NEW.title, NEW.description, NEW.location,
        (SELECT name FROM categories WHERE id = NEW.category_id));
      RETURN NEW;
    END $$`);
  await run(`CREATE TRIGGER items_search_biu
    BEFORE INSERT OR UPDATE OF title, description, location, category_id ON items
    FOR EACH ROW EXECUTE FUNCTION items_search_tg()`);
  await run(`CREATE FUNCTION categories_search_tg() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE items SET search_vector = items_search_doc(title, description, location, NEW.name)
        WHERE category_id = NEW.id;
      RETURN NULL;
    END $$`);
  await run(`CREATE TRIGGER categories_search_au AFTER UPDATE OF name ON categories
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
    EXECUTE FUNCTION categories_search_tg()`);
  await run(`UPDATE items i SET search_vector = items_search_doc(i.title, i.description,
    i.location, c.name) FROM categories c WHERE c.id = i.category_id`);
  await run(`CREATE INDEX items_search_idx ON items USING GIN (search_vector)`);
}
