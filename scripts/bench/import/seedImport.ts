import { openDatabase } from '../../../server/db';
import { enqueue } from '../../../server/jobs/enqueue';
import { createSavedSearch } from '../../../server/modules/savedSearches/createSavedSearch';
import { createDesk, createItem, createUser, type TestUser } from '../../../server/test/fixtures';
import { pair } from '../matching/pairs';
import { prng } from '../queryMix';
import { COLOURS, THINGS } from '../seedLarge';
import { seedDatabase } from '../seedDatabase';
import { benchConfig } from '../server';

export type SeededImport = {
  /** The desk's keeper, who uploads and starts the import. */
  keeper: TestUser;
  deskId: string;
  /** Posts the ordinary Found items during the import. */
  finder: TestUser;
  /** Owner (user id) of pair i's Lost report, at i. */
  owners: string[];
  savedSearches: number;
};

/** Words a saved search of the pairs' objects uses ("Alert me" on what one lost). */
const PAIR_SEARCHES = ['hydro flask', 'airpods', 'lanyard', 'jansport backpack', 'rucksack'];

/**
 * A fresh SQLite database for the import scenario, written directly before the server starts
 * (as seedBurst does): `items` bench items from 2,000 users (a third of them Lost reports, so a
 * few thousand open ones), then `pairs` Lost reports in an owner's words, one owner each, posted
 * in the last days (scripts/bench/matching/pairs.ts: the office's log holds their Found items
 * in a finder's words, with the name written on the object), `savedSearches` "Alert me"
 * searches for Found items (two an account), a keeper with a desk, a finder account, and the
 * `match-backfill` job so the seeded items take part in matching.
 */
export async function seedImport(
  dataDir: string,
  opts: { items: number; pairs: number; savedSearches: number },
): Promise<SeededImport> {
  await seedDatabase({ dataDir }, { items: opts.items, users: 2000 });
  const handle = openDatabase(benchConfig({ dataDir }));
  const { db } = handle;
  try {
    const categories = new Map(
      (await db.selectFrom('categories').select(['id', 'name']).execute()).map((c) => [
        c.name,
        c.id,
      ]),
    );
    const keeper = await createUser(db, { role: 'keeper', name: 'Bench keeper' });
    const deskId = await createDesk(db, 'Main office desk', [keeper.id]);
    const finder = await createUser(db, { name: 'Bench finder' });

    const owners: string[] = [];
    const now = Date.now();
    for (let i = 0; i < opts.pairs; i++) {
      const owner = await createUser(db, { name: `Owner ${i + 1}` });
      const lost = pair(i).lost;
      await createItem(db, {
        postedBy: owner.id,
        categoryId: categories.get(lost.category)!,
        title: lost.title,
        description: lost.description,
        location: lost.location,
        status: 'Lost',
        // Within the last two weeks, oldest first.
        createdAt: new Date(now - (opts.pairs - i) * 50 * 60_000).toISOString(),
      });
      owners.push(owner.id);
    }

    const r = prng(7);
    const things = Object.values(THINGS).flat();
    let searcher: TestUser | undefined;
    for (let i = 0; i < opts.savedSearches; i++) {
      if (i % 2 === 0) searcher = await createUser(db, { name: `Searcher ${i / 2 + 1}` });
      const search =
        i % 4 === 3
          ? PAIR_SEARCHES[Math.floor(r() * PAIR_SEARCHES.length)]!
          : `${COLOURS[Math.floor(r() * COLOURS.length)]} ${things[Math.floor(r() * things.length)]}`;
      await createSavedSearch({ db, dialect: handle.dialect }, searcher!.id, {
        search,
        status: 'Found',
      });
    }

    // An account saving the same words twice has one search: count what was stored.
    const saved = await db
      .selectFrom('saved_searches')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();

    await enqueue(db, 'match-backfill', { after: '' });
    return { keeper, deskId, finder, owners, savedSearches: Number(saved.n) };
  } finally {
    await handle.close();
  }
}
