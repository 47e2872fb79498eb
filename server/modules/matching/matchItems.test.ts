import { createTestApp, type TestApp } from '../../test/testApp';
import { createCategory, createItem, createUser } from '../../test/fixtures';
import { FOUND_FOR_REASON } from './foundForRepository';
import { matchItem, matchItems } from './matchItem';

/*
 * A bulk write's `match-items` job (docs/performance.md#importing) shares its reads across the
 * batch and, on SQLite, commits the batch's pairs together: what it stores and whom it alerts
 * must be exactly what the items matched one after another store and alert.
 */

const LOST = [
  ['Blue Hydro Flask water bottle', 'Navy 32 oz Hydro Flask with a mountain sticker.'],
  ['Black Jansport backpack', 'Black Jansport backpack with a laptop sleeve, name tag Ada Okafor.'],
  ['Black Jansport backpack', 'Plain black Jansport backpack, the zip is broken.'],
  ['iPhone 12 in a pink case', 'Purple iPhone 12, pink case, cracked corner.'],
  ['Red umbrella', 'Folding red umbrella with a wooden handle.'],
];
const FOUND = [
  ['Found a navy insulated flask', 'Dark blue Hydro Flask bottle with a sticker of mountains.'],
  ['Jansport backpack', 'Black backpack, Jansport, tag says Ada Okafor.'],
  ['Black backpack', 'Black Jansport rucksack left in the lecture hall.'],
  ['Phone in a pink case', 'iPhone 12, purple, pink case with a cracked corner.'],
  ['Water bottle', 'A green plastic water bottle with a straw.'],
  ['Grey scarf', 'Wool scarf, grey, left on a bench.'],
  ['Umbrella', 'Red folding umbrella found at the bus stop.'],
];

describe('match-items: a batch matches as its items one by one would', () => {
  let t: TestApp;
  let lostIds: string[];
  let foundIds: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const category = await createCategory(t, { name: 'Other' });
    const finder = await createUser(t, { name: 'Finn Finder' });
    lostIds = [];
    for (const [title, description] of LOST) {
      const owner = await createUser(t);
      lostIds.push(
        await createItem(t, { postedBy: owner.id, categoryId: category.id, title, description }),
      );
    }
    foundIds = [];
    for (const [title, description] of FOUND) {
      foundIds.push(
        await createItem(t, {
          postedBy: finder.id,
          categoryId: category.id,
          title,
          description,
          status: 'Found',
          location: 'Main library',
        }),
      );
    }
    // "I found this": the scarf was posted for the umbrella's report (a full match whatever
    // the texts say), and the last Found item was removed before its job ran.
    await t.app.ctx.db
      .updateTable('items')
      .set({ found_for_id: lostIds[4]! })
      .where('id', '=', foundIds[5]!)
      .execute();
    await t.app.ctx.db
      .updateTable('items')
      .set({ is_active: 0 })
      .where('id', '=', foundIds[6]!)
      .execute();
    // The Lost reports' terms (no Found item has terms yet: no pairs).
    await matchItems(t.app.ctx, lostIds);
  });
  afterAll(() => t.close());

  const snapshot = async () => ({
    pairs: await t.app.ctx.db
      .selectFrom('item_matches')
      .select(['lost_id', 'found_id', 'score', 'reasons'])
      .select((eb) => eb('alerted_at', 'is not', null).as('alerted'))
      .orderBy('lost_id')
      .orderBy('found_id')
      .execute(),
    alerts: (
      await t.app.ctx.db
        .selectFrom('notifications')
        .select(['user_id', 'message'])
        .where('type', '=', 'match')
        .execute()
    )
      .map((n) => `${n.user_id} ${n.message}`)
      .sort(),
    terms: await t.app.ctx.db
      .selectFrom('item_match_terms')
      .select(['item_id', 'term'])
      .orderBy('item_id')
      .orderBy('term')
      .execute(),
  });
  const forget = async () => {
    await t.app.ctx.db.deleteFrom('item_matches').execute();
    await t.app.ctx.db.deleteFrom('notifications').execute();
    await t.app.ctx.db.deleteFrom('item_match_terms').where('item_id', 'in', foundIds).execute();
  };

  it('stores the same pairs, alerts the same owners once, and keeps "I found this" pairs', async () => {
    for (const id of foundIds) await matchItem(t.app.ctx, id);
    const oneByOne = await snapshot();
    // The fixture is worth comparing: strong pairs that alert, a weaker one, the linked pair.
    expect(oneByOne.alerts.length).toBeGreaterThanOrEqual(3);
    expect(oneByOne.pairs.some((p) => !p.alerted && Number(p.score) < 0.81)).toBe(true);
    expect(oneByOne.pairs).toContainEqual(
      expect.objectContaining({
        lost_id: lostIds[4],
        found_id: foundIds[5],
        score: 1,
        reasons: JSON.stringify([FOUND_FOR_REASON]),
      }),
    );
    expect(oneByOne.terms.some((r) => r.item_id === foundIds[6])).toBe(false);

    await forget();
    await matchItems(t.app.ctx, foundIds);
    expect(await snapshot()).toEqual(oneByOne);

    // Run again (a retried job): nothing changes, nobody is alerted twice.
    await matchItems(t.app.ctx, foundIds);
    expect(await snapshot()).toEqual(oneByOne);
  });
});
