import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../test/testApp';
import { createCategory, createItem, createUser } from '../test/fixtures';
import { integersOf, integersOnThread } from './readThreadPool';

/** The read thread answers a query as the app's own connection does (SQLite; none on PG). */
describe('read thread (readThreadPool.ts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs a read on its own connection and answers the first column as integers', async () => {
    const poster = (await createUser(t)).id;
    const categoryId = (await createCategory(t, { name: 'Bags' })).id;
    for (const title of ['Red bag', 'Blue bag', 'Green bag']) {
      await createItem(t, { postedBy: poster, categoryId, title });
    }
    const db = t.app.ctx.db;
    const query = sql<{ n: number }>`select ${sql.raw(
      t.app.ctx.dialect === 'sqlite' ? 'search_id' : '1',
    )} as n from items order by title desc`;
    const inline = (await query.execute(db)).rows.map((r) => Number(r.n));
    expect(inline).toHaveLength(3);
    // On the thread where there is one, on the connection otherwise: the same answer.
    expect([...(await integersOf(db, query))]).toEqual(inline);
    const onThread = await integersOnThread(db, query.compile(db));
    if (t.app.ctx.dialect !== 'sqlite') {
      expect(onThread).toBeNull();
      return;
    }
    expect(Object.prototype.toString.call(onThread)).toBe('[object Int32Array]');
    expect([...onThread!]).toEqual(inline);
    await expect(
      integersOnThread(db, sql`select no_such_column from items`.compile(db)),
    ).rejects.toThrow(/no_such_column/);
  });
});
