import { enqueue } from '../../jobs/enqueue';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';
import { BACKFILL_BATCH } from './backfillTerms';
import { foundBottle, lostBottle, matchNotifications, saveItem } from './testHelpers';

/** Items from before matching get their terms in batches, alert nobody, and are found by new posts. */
describe('match-backfill job', () => {
  let t: TestApp;
  let owner: TestUser;
  let finder: TestUser;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { name: 'Olive Owner' });
    finder = await createUser(t, { name: 'Finn Finder' });
    categoryId = (await createCategory(t, { name: 'Water Bottles' })).id;
  });
  afterAll(() => t.close());

  const termsOf = async (itemId: string) =>
    (
      await t.app.ctx.db
        .selectFrom('item_match_terms')
        .select('term')
        .where('item_id', '=', itemId)
        .execute()
    ).map((r) => r.term);

  it('indexes old items batch by batch without alerting, then a new post matches them', async () => {
    // Written straight to the table, as items from before matching were: no job, no terms.
    const oldLost = await createItem(t, {
      ...lostBottle,
      status: 'Lost',
      postedBy: owner.id,
      categoryId,
    });
    const oldFound = await createItem(t, {
      ...foundBottle,
      status: 'Found',
      postedBy: finder.id,
      categoryId,
    });
    const filler = [];
    for (let i = 0; i < BACKFILL_BATCH; i++) {
      filler.push(await createItem(t, { postedBy: finder.id, categoryId, title: `Scarf ${i}` }));
    }
    expect(await termsOf(oldLost)).toEqual([]);

    await enqueue(t.app.ctx.db, 'match-backfill', { after: '' });
    t.app.ctx.worker.wake();
    await t.app.ctx.worker.idle();

    // Every item has terms: the run past the first batch was queued by the first.
    expect(await termsOf(oldLost)).not.toEqual([]);
    expect(await termsOf(filler[filler.length - 1])).not.toEqual([]);
    // (The daily e-mail digest is always queued: docs/product.md#e-mail.)
    const jobs = await t.app.ctx.db
      .selectFrom('jobs')
      .select('kind')
      .where('kind', '!=', 'email-digest')
      .execute();
    expect(jobs).toEqual([]);
    // The old pair was never news to anyone: no alert for it.
    expect(await matchNotifications(t.app, owner)).toEqual([]);

    // A new post is scored against the old items found through their terms.
    const newFound = await saveItem(t.app, finder, { ...foundBottle, title: 'Navy flask found' });
    await t.app.ctx.worker.idle();
    const alerts = await matchNotifications(t.app, owner);
    expect(alerts.map((n) => n.itemId)).toEqual([newFound]);
    expect(alerts.map((n) => n.itemId)).not.toContain(oldFound);
  });
});
