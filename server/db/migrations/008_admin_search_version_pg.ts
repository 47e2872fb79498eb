import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index';

/*
 * Frozen migration: `admin_search_version` on PostgreSQL too (issue 11: admin lists at scale).
 * SQLite has had it since 003; PostgreSQL matched every admin search with its trigram indexes
 * on each request, counting and sorting the whole match set every time (15-30 ms a request at
 * 100,000 items). With one version per table, bumped once per statement that inserts or deletes
 * rows or changes a searched or sorted column, servers cache counts and sorted match sets per
 * term exactly as on SQLite (docs/performance.md).
 */
export function adminSearchVersionPg(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      const run = (text: string) => sql.raw(text).execute(db);
      await run(
        `CREATE TABLE admin_search_version (name TEXT PRIMARY KEY, version BIGINT NOT NULL)`,
      );
      await run(`INSERT INTO admin_search_version VALUES ('users', 0), ('items', 0)`);
      await run(`CREATE FUNCTION admin_search_bump_tg() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE admin_search_version SET version = version + 1 WHERE name = TG_ARGV[0];
          RETURN NULL;
        END $$`);
      // The columns the admin lists search (users: name, email; items: title, description,
      // location) and sort by (users: created_at; items: status, created_at).
      for (const [name, on, table] of [
        ['users_admin_version', 'INSERT OR DELETE OR UPDATE OF name, email, created_at', 'users'],
        [
          'items_admin_version',
          'INSERT OR DELETE OR UPDATE OF title, description, location, status, created_at',
          'items',
        ],
      ]) {
        await run(`CREATE TRIGGER ${name} AFTER ${on} ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION admin_search_bump_tg('${table}')`);
        await run(`CREATE TRIGGER ${name}_truncate AFTER TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION admin_search_bump_tg('${table}')`);
      }
    },
  };
}
