import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createCategory, createItem, createUser } from '../../../test/fixtures';
import { searchVersion } from '../searchRepository';
import { firstWindow } from '../searchPlan';
import { indexedItem } from '../../../test/indexedItem';
import { indexPartialMatches } from './indexPartialMatches';
import { indexSource } from './indexSource';
import { readSnapshot, saveSnapshot } from './indexSnapshot';
import { MatchIndex, type IndexedItem } from './matchIndex';
import { SearchIndexKeeper } from './searchIndexKeeper';
import type { IndexFilters } from './filterSets';

const item = (n: number, title: string, o: Partial<IndexedItem> = {}) =>
  indexedItem(n, title, {
    rest: 'Main library',
    categoryId: n % 2 ? 'bags' : 'keys',
    location: 'Main library',
    ...o,
  });

const tmpFile = () =>
  path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-snapshot-')), 'snapshot');

/** What each search finds (window and total, partial matches) under each filter. */
async function answers(index: MatchIndex) {
  const queries = [['red'], ['blue', 'bag'], ['umbrela'], ['ke'], ['rucksack'], ['red', 'hat']];
  const filters: IndexFilters[] = [{}, { status: 'Found' }, { categoryId: 'bags' }];
  const out: unknown[] = [];
  for (const f of filters) {
    const scope = index.scope(f);
    for (const q of queries) {
      const w = await firstWindow(indexSource(index, q, scope));
      const partial = indexPartialMatches(index, q, scope, 'newest', new Set(w.keys));
      out.push([f, q, w, partial]);
    }
  }
  return out;
}

describe('search index snapshot (indexSnapshot.ts)', () => {
  it('loads an index that answers every search as the one saved', async () => {
    const index = new MatchIndex();
    const titles = [
      'Red backpack',
      'Blue bag',
      'Umbrella',
      'Keys on a ring',
      'Red hat',
      'Café mug',
    ];
    titles.forEach((t, i) => index.put(item(i + 1, t, { status: i % 3 ? 'Lost' : 'Found' })));
    index.put(item(2, 'Blue rucksack')); // changed in place
    index.put(item(4, 'Keys', { active: false }));
    index.remove('id5');
    const file = tmpFile();
    await saveSnapshot(file, index, { dialect: 'sqlite', seq: 42 });
    const snapshot = (await readSnapshot(file))!;
    expect(snapshot.facts).toEqual({
      dialect: 'sqlite',
      seq: 42,
      size: 6,
      lastKey: 6,
      lastId: 'id6',
    });
    const loaded = await snapshot.index();
    expect(loaded.changedCount).toBe(2);
    expect(await answers(loaded)).toEqual(await answers(index));
    // And it goes on: a new item, a change.
    for (const i of [index, loaded]) {
      expect(i.put(item(7, 'Red umbrella'))).toBe(true);
      i.put(item(1, 'Green backpack'));
    }
    expect(await answers(loaded)).toEqual(await answers(index));
  });

  it('says there is none, or refuses a file that is not one', async () => {
    const file = tmpFile();
    expect(await readSnapshot(file)).toBeNull();
    fs.writeFileSync(file, 'not a snapshot at all');
    await expect(readSnapshot(file)).rejects.toThrow('not a snapshot');
  });
});

/** The keeper saves on close and loads the snapshot at its next start (both dialects). */
describe('search index keeper with a snapshot', () => {
  let t: TestApp;
  let make: (title: string) => Promise<string>;
  const log = { warn: jest.fn(), error: jest.fn(), info: jest.fn() };

  beforeAll(async () => {
    t = await createTestApp({ SEARCH_INDEX: 'memory' });
    const poster = (await createUser(t)).id;
    const categoryId = (await createCategory(t, { name: 'Keys' })).id;
    make = (title) => createItem(t, { postedBy: poster, categoryId, title });
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.app.ctx.db;
  const keeperOn = (file: string) => new SearchIndexKeeper(db(), t.app.ctx.dialect, log, file);
  const count = async (keeper: SearchIndexKeeper, word: string) => {
    const index = await keeper.current(await searchVersion(db()));
    return index && (await firstWindow(indexSource(index, [word], index.scope()))).total;
  };

  it('starts from the snapshot and catches up with what changed while it was down', async () => {
    const file = tmpFile();
    const brass = await make('Brass key');
    await make('Brass padlock');
    const first = keeperOn(file);
    await first.ready();
    expect(first.loadedFrom).toBe('database');
    await first.close();
    expect(fs.existsSync(file)).toBe(true);

    // While no process runs: one new item, one changed, one deleted.
    await make('Brass hinge');
    await db().updateTable('items').set({ title: 'Steel key' }).where('id', '=', brass).execute();
    await make('Pewter jug');
    const next = keeperOn(file);
    await next.ready();
    expect(next.loadedFrom).toBe('snapshot');
    expect(await count(next, 'brass')).toBe(2);
    expect(await count(next, 'steel')).toBe(1);
    expect(await count(next, 'pewter')).toBe(1);
    await next.close();
  });

  it('builds from the database when the snapshot is not this database’s or is unreadable', async () => {
    const file = tmpFile();
    await make('Copper kettle');
    const first = keeperOn(file);
    await first.ready();
    await first.close();
    // The newest item the snapshot saw is gone: another database, or this one replaced.
    const [newest] = await db()
      .selectFrom('items')
      .select('id')
      .orderBy('created_at', 'desc')
      .limit(1)
      .execute();
    await db().deleteFrom('items').where('id', '=', newest.id).execute();
    const other = keeperOn(file);
    await other.ready();
    expect(other.loadedFrom).toBe('database');
    expect(await count(other, 'copper')).toBe(0);
    await other.close();

    fs.writeFileSync(file, 'garbage');
    const broken = keeperOn(file);
    await broken.ready();
    expect(broken.loadedFrom).toBe('database');
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/snapshot/));
    await broken.close();
  });

  it('builds from the database when the changes since the snapshot were pruned', async () => {
    const file = tmpFile();
    const first = keeperOn(file);
    await first.ready();
    await first.close();
    await make('Zinc bucket');
    const { rows } = await sql<{
      seq: number | string;
    }>`SELECT max(seq) AS seq FROM item_search_changes`.execute(db());
    await sql`UPDATE item_search_changes_pruned SET below = ${Number(rows[0].seq)}`.execute(db());
    await sql`DELETE FROM item_search_changes`.execute(db());
    const next = keeperOn(file);
    await next.ready();
    expect(next.loadedFrom).toBe('database');
    expect(await count(next, 'zinc')).toBe(1);
    await next.close();
  });
});
