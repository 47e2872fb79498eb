import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index';

/*
 * Frozen migration: public search that stays fast at 100,000 to 1,000,000 items (issue 11).
 *
 * SQLite: `items_fts` is rebuilt with prefix indexes for 2 to 12 characters (002 had 2 and 3), so
 * a typed prefix like "headph" is one index lookup and `MATCH … ORDER BY rowid DESC LIMIT n`
 * stops after n rows instead of reading every match. Same columns, tokenizer and rowid
 * (items.search_id): 002's triggers keep writing to it by name. About 1.7x the index size.
 * `items_title_fts(title, flags)` holds the titles of active items alone, so "every word in the
 * title" (ranked first) is answered from title doclists only: a word that is in no title costs
 * nothing, instead of a column-filtered read of every match. Its triggers, like 003's, index on
 * `UPDATE OF search_id` (002 assigns it after insert) and first delete the old and new rowid.
 *
 * PostgreSQL gets what SQLite had since 002: `item_counts` (active items per status, kept by a
 * row trigger, so a browse total is a lookup, not a count of every row) and
 * `item_search_version` (bumped once per statement that changes items, category names or user
 * names, so servers may cache search results safely, also with several instances), and
 * `title_vector`, a generated tsvector of the title with its own GIN index (the title-first part).
 */
export function searchAtScale(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect === 'sqlite') await sqliteUp(db);
      else await postgresUp(db);
    },
  };
}

async function sqliteUp(db: Kysely<any>) {
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`DROP TABLE items_fts`);
  await run(`CREATE VIRTUAL TABLE items_fts USING fts5(
    title, description, location, category, flags,
    content='', contentless_delete=1, prefix='2 3 4 5 6 7 8 9 10 11 12',
    tokenize='unicode61 remove_diacritics 2')`);
  await run(`INSERT INTO items_fts(rowid, title, description, location, category, flags)
    SELECT i.search_id, i.title, i.description, i.location, c.name, ('x' || lower(i.status))
    FROM items i JOIN categories c ON c.id = i.category_id WHERE i.is_active = 1`);

  await run(`CREATE VIRTUAL TABLE items_title_fts USING fts5(title, flags,
    content='', contentless_delete=1, prefix='2 3 4 5 6 7 8 9 10 11 12',
    tokenize='unicode61 remove_diacritics 2')`);
  await run(`INSERT INTO items_title_fts(rowid, title, flags)
    SELECT search_id, title, ('x' || lower(status)) FROM items WHERE is_active = 1`);
  await run(`CREATE TRIGGER items_title_fts_au
    AFTER UPDATE OF search_id, title, status, is_active ON items BEGIN
    DELETE FROM items_title_fts WHERE rowid = old.search_id;
    DELETE FROM items_title_fts WHERE rowid = new.search_id;
    INSERT INTO items_title_fts(rowid, title, flags)
      SELECT new.search_id, new.title, ('x' || lower(new.status))
      WHERE new.is_active = 1 AND new.search_id IS NOT NULL;
  END`);
  await run(`CREATE TRIGGER items_title_fts_ad AFTER DELETE ON items BEGIN
    DELETE FROM items_title_fts WHERE rowid = old.search_id;
  END`);
}

async function postgresUp(db: Kysely<any>) {
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`ALTER TABLE items ADD COLUMN title_vector tsvector
    GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, title)) STORED`);
  await run(`CREATE INDEX items_title_search_idx ON items USING GIN (title_vector)`);
  await run(`CREATE TABLE item_counts (
    is_active INTEGER NOT NULL, status TEXT NOT NULL, n BIGINT NOT NULL,
    PRIMARY KEY (is_active, status))`);
  await run(`INSERT INTO item_counts (is_active, status, n)
    SELECT a, s, (SELECT count(*) FROM items WHERE is_active = a AND status = s)
    FROM (VALUES (0), (1)) AS x(a),
      (VALUES ('Lost'), ('Found'), ('Claimed'), ('Returned')) AS y(s)`);
  await run(`CREATE FUNCTION item_counts_tg() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE item_counts SET n = n - 1 WHERE is_active = OLD.is_active AND status = OLD.status;
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN
        UPDATE item_counts SET n = n + 1 WHERE is_active = NEW.is_active AND status = NEW.status;
      END IF;
      RETURN NULL;
    END $$`);
  await run(`CREATE TRIGGER item_counts_aiud AFTER INSERT OR DELETE OR UPDATE OF is_active, status
    ON items FOR EACH ROW EXECUTE FUNCTION item_counts_tg()`);

  await run(`CREATE TABLE item_search_version (
    id INTEGER PRIMARY KEY CHECK (id = 1), version BIGINT NOT NULL)`);
  await run(`INSERT INTO item_search_version VALUES (1, 0)`);
  await run(`CREATE FUNCTION item_search_bump_tg() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE item_search_version SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$`);
  for (const [name, on] of [
    ['items_version_aiud', 'INSERT OR UPDATE OR DELETE ON items'],
    ['categories_version_au', 'UPDATE OF name ON categories'],
    ['users_version_au', 'UPDATE OF name, is_active ON users'],
  ]) {
    await run(`CREATE TRIGGER ${name} AFTER ${on}
      FOR EACH STATEMENT EXECUTE FUNCTION item_search_bump_tg()`);
  }
}
