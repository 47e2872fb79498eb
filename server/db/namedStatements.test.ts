import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { createCategory, createItem, createUser } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/testApp';
import { viewsByIds } from '../modules/search/pgSearchRepository';
import { statementName, withNamedStatements } from './namedStatements';
import type { Database } from './types';

/*
 * A search page's rows are read by a named prepared statement on PostgreSQL, so each connection
 * parses it once and then runs a generic plan, never planning it per request
 * (docs/performance.md#request-path). Runs with npm run test:pg.
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('named statements (PostgreSQL)', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  beforeAll(async () => {
    t = await createTestApp();
    const poster = await createUser(t);
    const category = await createCategory(t);
    for (let i = 0; i < 12; i++) {
      await createItem(t, { postedBy: poster.id, categoryId: category.id, title: `Item ${i}` });
    }
    // One connection, so the statements it prepared are the ones pg_prepared_statements shows.
    const pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 1 });
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: withNamedStatements(pool) }),
    });
  });
  afterAll(async () => {
    await db.destroy();
    await t.close();
  });

  it('prepares the page-rows query once and then runs it with a generic plan', async () => {
    const ids = (await sql<{ id: string }>`select id from items limit 8`.execute(db)).rows;
    for (let i = 0; i < 10; i++) await viewsByIds(db, ids.map((r) => r.id).concat('missing'));
    const { rows } = await sql<{ name: string; statement: string; generic_plans: string }>`
      select name, statement, generic_plans from pg_prepared_statements`.execute(db);
    const pageRows = rows.find((r) => r.name === 'item_views_by_ids_9');
    expect(pageRows).toBeDefined();
    expect(statementName(pageRows!.statement)).toBe('item_views_by_ids_9');
    expect(Number(pageRows!.generic_plans)).toBeGreaterThan(0);
  });

  it('answers the same rows as before, for any number of ids', async () => {
    const { rows } = await sql<{ id: string }>`select id from items order by id`.execute(db);
    const ids = rows.map((r) => r.id);
    for (const n of [1, 3, ids.length]) {
      const views = await viewsByIds(db, ids.slice(0, n));
      expect([...views.keys()].sort()).toEqual(ids.slice(0, n));
    }
  });
});
