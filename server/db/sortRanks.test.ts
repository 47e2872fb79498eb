import path from 'node:path';
import SQLite from 'better-sqlite3';
import { ITEMS, itemSortKeys, type ItemSort } from '../modules/items';
import { createTestApp, type TestApp } from '../test/testApp';
import { createCategory, createItem, createUser } from '../test/fixtures';
import { rankedTask, type SortKey } from './adminSearch';
import { rankedMatches } from './sortRanks';
import type { Updateable } from 'kysely';
import type { ItemsTable } from './types';

const sqliteOnly = process.env.TEST_DATABASE_URL ? describe.skip : describe;

/**
 * The read thread's ranks (sortRanks.ts) order a match set as SQLite's ORDER BY does, before and
 * after rows change, are inserted and deleted, whether the ranks are kept or built again.
 */
sqliteOnly('admin sort ranks (sortRanks.ts)', () => {
  let t: TestApp;
  let conn: SQLite.Database;
  let poster: string;
  let categoryId: string;
  const sorts: ItemSort[] = ['title', 'status', 'createdAt'];
  const asc = (s: ItemSort): SortKey[] => itemSortKeys(s, 'asc');

  beforeAll(async () => {
    t = await createTestApp();
    conn = new SQLite(path.join(t.config.dataDir, 'lostfound.db'), { readonly: true });
    poster = (await createUser(t)).id;
    categoryId = (await createCategory(t, { name: 'Bags' })).id;
    const titles = ['Blue bag', 'Red bag', 'Bag of books', 'Green bag', 'bag', 'Ärmel bag'];
    const statuses = ['Lost', 'Found', 'Claimed', 'Returned'] as const;
    for (let i = 0; i < 60; i++) {
      await createItem(t, {
        postedBy: poster,
        categoryId,
        title: `${titles[i % titles.length]} ${i % 7}`,
        description: i % 5 ? 'A bag left behind' : 'Nothing to see',
        status: statuses[i % 4],
        createdAt: `2026-01-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00.000Z`,
      });
    }
  });
  afterAll(async () => {
    conn.close();
    await t.close();
  });

  /** Search ids of the items matching `term`, in SQLite's own order. */
  const inSql = (term: string, keys: SortKey[]) =>
    conn
      .prepare(
        `select i.search_id from items_admin_fts f join items i on i.search_id = f.rowid
         where items_admin_fts match ? order by ${keys.map(([c]) => `i.${c}`).join(', ')}`,
      )
      .pluck()
      .all(`"${term}"`) as number[];

  const expectSameOrder = (rebuildAfter?: number) => {
    for (const sort of sorts) {
      for (const term of ['bag', 'blue', 'ook']) {
        const task = rankedTask(t.app.ctx.db, ITEMS, term, asc(sort));
        const got = [...rankedMatches(conn, task, rebuildAfter)];
        expect({ sort, term, got }).toEqual({ sort, term, got: inSql(term, asc(sort)) });
        const counted = rankedMatches(conn, { ...task, count: true }, rebuildAfter);
        expect([...counted]).toEqual([got.length]);
      }
    }
  };

  it('orders a match set as ORDER BY does, and again after changes, inserts and deletes', async () => {
    // Ranks made ready ahead (no matches asked), as the server does at start.
    expect(rankedMatches(conn, rankedTask(t.app.ctx.db, ITEMS, null, asc('title')))).toHaveLength(
      0,
    );
    expectSameOrder();
    const db = t.app.ctx.db;
    const some = await db
      .selectFrom('items')
      .select('id')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    // Titles moved (two into the same place), a status and a date changed, rows gone and new.
    const changes: [number, Updateable<ItemsTable>][] = [
      [3, { title: 'Aardvark bag' }],
      [9, { title: 'Aardvark bag' }],
      [0, { title: 'Zebra bag' }],
      [1, { status: 'Returned' }],
      [20, { created_at: '2025-12-31T00:00:00.000Z' }],
    ];
    for (const [n, values] of changes) {
      await db.updateTable('items').set(values).where('id', '=', some[n].id).execute();
    }
    await db.deleteFrom('items').where('id', 'in', [some[5].id, some[30].id]).execute();
    for (const title of ['Blue bag 3', 'Mid bag', 'bag 0']) {
      await createItem(t, {
        postedBy: poster,
        categoryId,
        title,
        createdAt: '2026-01-15T10:00:00.000Z',
      });
    }
    // Ranks kept from before the changes, the changed rows placed again.
    expectSameOrder();
    // Ranks built again (more changes than allowed).
    expectSameOrder(0);
    expectSameOrder();
  });
});
