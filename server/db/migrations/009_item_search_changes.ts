import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index';

/*
 * Frozen migration: a log of the items whose searchable fields changed (issue 11), so each
 * server's in-memory search index (docs/performance.md#in-memory-search-index) catches up by
 * reading the items changed since its last `seq` instead of reloading every item.
 *
 * `item_search_changes(seq, item_id)`: one row per inserted, deleted or changed item (title,
 * description, location, category, status, active flag, date), and one per item of a renamed
 * category. `item_id = '*'` asks every index to reload (PostgreSQL TRUNCATE). Servers delete old
 * rows and raise `item_search_changes_pruned.below`: an index older than that reloads.
 *
 * PostgreSQL: each row trigger first locks the `item_search_version` row, which writers hold
 * until commit, so `seq` is handed out in commit order and a reader never sees seq 11 committed
 * before a seq 10 that commits later.
 */
export function itemSearchChanges(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      const run = (text: string) => sql.raw(text).execute(db);
      const serial =
        dialect === 'sqlite' ? 'INTEGER PRIMARY KEY AUTOINCREMENT' : 'BIGSERIAL PRIMARY KEY';
      await run(`CREATE TABLE item_search_changes (seq ${serial}, item_id TEXT NOT NULL)`);
      await run(`CREATE TABLE item_search_changes_pruned (
        id INTEGER PRIMARY KEY CHECK (id = 1), below BIGINT NOT NULL)`);
      await run(`INSERT INTO item_search_changes_pruned VALUES (1, 0)`);
      if (dialect === 'sqlite') await sqliteTriggers(run);
      else await postgresTriggers(run);
    },
  };
}

const SEARCHED = 'title, description, location, category_id, status, is_active, created_at';

async function sqliteTriggers(run: (text: string) => Promise<unknown>) {
  const log = (id: string) => `INSERT INTO item_search_changes (item_id) VALUES (${id});`;
  await run(`CREATE TRIGGER items_changes_ai AFTER INSERT ON items BEGIN ${log('new.id')} END`);
  // search_id is the SQLite index order (assigned after insert by 002's trigger).
  await run(`CREATE TRIGGER items_changes_au AFTER UPDATE OF ${SEARCHED}, search_id ON items
    BEGIN ${log('new.id')} END`);
  await run(`CREATE TRIGGER items_changes_ad AFTER DELETE ON items BEGIN ${log('old.id')} END`);
  await run(`CREATE TRIGGER categories_changes_au AFTER UPDATE OF name ON categories BEGIN
    INSERT INTO item_search_changes (item_id) SELECT id FROM items WHERE category_id = new.id;
  END`);
}

async function postgresTriggers(run: (text: string) => Promise<unknown>) {
  const lock = `PERFORM 1 FROM item_search_version WHERE id = 1 FOR UPDATE;`;
  await run(`CREATE FUNCTION item_search_change_tg() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${lock}
      IF TG_OP = 'DELETE' THEN
        INSERT INTO item_search_changes (item_id) VALUES (OLD.id);
      ELSE
        INSERT INTO item_search_changes (item_id) VALUES (NEW.id);
      END IF;
      RETURN NULL;
    END $$`);
  await run(`CREATE TRIGGER items_changes_aiud AFTER INSERT OR DELETE OR UPDATE OF ${SEARCHED}
    ON items FOR EACH ROW EXECUTE FUNCTION item_search_change_tg()`);
  await run(`CREATE FUNCTION category_search_change_tg() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${lock}
      INSERT INTO item_search_changes (item_id) SELECT id FROM items WHERE category_id = NEW.id;
      RETURN NULL;
    END $$`);
  await run(`CREATE TRIGGER categories_changes_au AFTER UPDATE OF name ON categories
    FOR EACH ROW EXECUTE FUNCTION category_search_change_tg()`);
  await run(`CREATE FUNCTION item_search_truncate_tg() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE item_search_version SET version = version + 1 WHERE id = 1;
      INSERT INTO item_search_changes (item_id) VALUES ('*');
      RETURN NULL;
    END $$`);
  await run(`CREATE TRIGGER items_changes_truncate AFTER TRUNCATE ON items
    FOR EACH STATEMENT EXECUTE FUNCTION item_search_truncate_tg()`);
}
