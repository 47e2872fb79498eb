import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createCategory, createItem, createUser } from '../../../test/fixtures';
import { searchVersion } from '../searchRepository';
import { firstWindow } from '../searchPlan';
import { indexSource } from './indexSource';
import { searchIndexOf } from './searchIndexKeeper';

/** The index kept current from item_search_changes, on a real database (both dialects). */
describe('search index keeper', () => {
  let t: TestApp;
  let make: (title: string) => Promise<string>;

  beforeAll(async () => {
    t = await createTestApp({ SEARCH_INDEX: 'memory' });
    const poster = (await createUser(t)).id;
    const categoryId = (await createCategory(t, { name: 'Keys' })).id;
    make = (title) => createItem(t, { postedBy: poster, categoryId, title });
  });
  afterAll(async () => {
    await t.close();
  });

  const keeper = () => searchIndexOf(t.app.ctx);
  /** Titles matching `word`, from the index as of now (null: the index is reloading). */
  const titles = async (word: string) => {
    const index = await keeper().current(await searchVersion(t.app.ctx.db));
    if (!index) return null;
    const { keys } = await firstWindow(indexSource(index, [word], index.scope()));
    return keys.length;
  };
  const db = () => t.app.ctx.db;

  it("makes the common words' bitsets after a load, with no search asking", async () => {
    await make('Bronze key');
    await keeper().ready();
    const index = (await keeper().current(await searchVersion(db())))!;
    for (let turn = 0; turn < 200 && index.ownBitsets.title < 2; turn++) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    // "bronze" and "key" are in every item so far, so common, as are the terms they carry
    // (synonymTerms.ts): at least those two have their bitsets, one a turn.
    expect(index.ownBitsets.title).toBeGreaterThanOrEqual(2);
  });

  it('loads existing items and catches up with inserts, updates and deletes', async () => {
    const a = await make('Brass key');
    await keeper().ready();
    expect(await titles('brass')).toBe(1);
    const b = await make('Brass key ring');
    expect(await titles('brass')).toBe(2);
    await db().updateTable('items').set({ title: 'Steel key' }).where('id', '=', a).execute();
    expect(await titles('brass')).toBe(1);
    expect(await titles('steel')).toBe(1);
    await db().deleteFrom('items').where('id', '=', b).execute();
    expect(await titles('brass')).toBe(0);
  });

  it('takes new items as new, not as changed in place (an insert writes two change rows)', async () => {
    await keeper().ready();
    const before = (await keeper().current(await searchVersion(db())))!.changedCount;
    for (let i = 0; i < 5; i++) await make(`Pewter key ${i}`);
    const index = (await keeper().current(await searchVersion(db())))!;
    expect(await titles('pewter')).toBe(5);
    expect(index.changedCount).toBe(before);
  });

  it('reloads when the changes it needs were pruned by another instance', async () => {
    await keeper().ready();
    await make('Copper key');
    const { rows } = await sql<{
      seq: number | string;
    }>`SELECT max(seq) AS seq FROM item_search_changes`.execute(db());
    await sql`UPDATE item_search_changes_pruned SET below = ${Number(rows[0].seq)}`.execute(db());
    await sql`DELETE FROM item_search_changes`.execute(db());
    expect(await titles('copper')).toBeNull();
    await keeper().ready();
    expect(await titles('copper')).toBe(1);
  });
});
