import { createTestApp, type TestApp } from '../../test/testApp';
import { recordItemEvent } from '../itemHistory';
import { auth, createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';

/**
 * docs/product.md#closing-a-lost-report: "Was this your lost report?" offers only the reports
 * that could be the item handed over: paired by matching (not "Not mine") or by "I found this",
 * or of its category and posted before the return; else it asks nothing.
 */
describe('items: the close prompt (GET /items/{id}/close-prompt)', () => {
  let t: TestApp;
  let owner: TestUser;
  let finder: TestUser;
  let stranger: TestUser;
  let bags: string;
  let keys: string;

  const day = (n: number) => new Date(Date.UTC(2026, 8, n, 10)).toISOString();
  const prompt = (id: string, user?: TestUser) =>
    t.app.inject({
      url: `/api/v1/items/${id}/close-prompt`,
      headers: user ? auth(user) : {},
    });
  const pairsOf = async (id: string, user: TestUser) => {
    const res = await prompt(id, user);
    expect(res.statusCode).toBe(200);
    return (res.json().pairs as { report: { _id: string }; found: { _id: string } }[]).map((p) => [
      p.report._id,
      p.found._id,
    ]);
  };
  /** An open Lost report of the owner. */
  const report = (title: string, categoryId: string, createdAt: string) =>
    createItem(t, { postedBy: owner.id, categoryId, status: 'Lost', title, createdAt });
  /** A Found item the finder posted, handed over to `to` on `returnedAt`. */
  const returned = (categoryId: string, returnedAt: string, to = owner) =>
    createItem(t, {
      postedBy: finder.id,
      categoryId,
      status: 'Returned',
      claimedById: to.id,
      createdAt: day(1),
      returnedAt,
    });
  const pair = (lostId: string, foundId: string) =>
    t.app.ctx.db
      .insertInto('item_matches')
      .values({
        lost_id: lostId,
        found_id: foundId,
        score: 0.5,
        reasons: '[]',
        created_at: day(1),
        alerted_at: null,
        digested_at: null,
      })
      .execute();
  const notMine = (lostId: string, foundId: string) =>
    t.app.ctx.db
      .insertInto('item_match_dismissals')
      .values({ item_id: lostId, match_id: foundId, user_id: owner.id, created_at: day(2) })
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    finder = await createUser(t, { name: 'Fred Finder' });
    stranger = await createUser(t);
    bags = (await createCategory(t, { name: 'Bags' })).id;
    keys = (await createCategory(t, { name: 'Keys' })).id;
  });
  afterAll(() => t.close());
  // A new owner each time: one test's reports and returns are not another's.
  beforeEach(async () => {
    owner = await createUser(t, { name: 'Olga Owner' });
  });

  it('on the Found item: only the reports that could be it, oldest first', async () => {
    const found = await returned(bags, day(20));
    const sameKind = await report('Black rucksack', bags, day(5));
    const matched = await report('Keys on a ring', keys, day(6));
    const namedBy = await report('House keys', keys, day(7));
    await t.app.ctx.db
      .updateTable('items')
      .set({ found_for_id: namedBy })
      .where('id', '=', found)
      .execute();
    await pair(matched, found);
    // Not offered: another kind, unpaired; posted after the return; marked "Not mine"; closed.
    await report('Car key', keys, day(8));
    await report('Grey tote bag', bags, day(21));
    const dismissed = await report('Bike key', keys, day(9));
    await pair(dismissed, found);
    await notMine(dismissed, found);
    const closed = await report('Blue bag', bags, day(10));
    await t.app.ctx.db
      .updateTable('items')
      .set({ is_active: 0, closed_reason: 'no-longer-looking', closed_at: day(11) })
      .where('id', '=', closed)
      .execute();

    expect(await pairsOf(found, owner)).toEqual([
      [sameKind, found],
      [matched, found],
      [namedBy, found],
    ]);
    const body = (await prompt(found, owner)).json();
    expect(body.pairs[0]).toEqual({
      report: {
        _id: sameKind,
        reference: expect.stringMatching(/^LF-2026-\d{5}$/),
        title: 'Black rucksack',
        status: 'Lost',
      },
      found: expect.objectContaining({ _id: found, status: 'Returned' }),
    });
  });

  it('on the owner’s open report: only the Found items handed over to them that could be it', async () => {
    const lost = await report('Leather satchel', bags, day(10));
    const sameKind = await returned(bags, day(12));
    const matched = await returned(keys, day(13));
    await pair(lost, matched);
    // Not offered: another kind; returned before the report was posted; someone else's.
    await returned(keys, day(14));
    await returned(bags, day(9));
    await returned(bags, day(15), stranger);
    // A Lost report someone claimed and got back under SPEC is no Found item to close with.
    const otherReport = await returned(bags, day(16));
    await recordItemEvent(t.app.ctx.db, {
      itemId: otherReport,
      actorId: finder.id,
      action: 'posted',
      details: 'Lost',
    });

    expect(await pairsOf(lost, owner)).toEqual([
      [lost, sameKind],
      [lost, matched],
    ]);
  });

  it('asks nothing when no report could be the item, and nothing of anyone else', async () => {
    const found = await returned(bags, day(3));
    await report('Umbrella', keys, day(2));
    expect(await pairsOf(found, owner)).toEqual([]);
    // The finder, a stranger, and an item not handed over yet: an empty list.
    const another = await returned(bags, day(25));
    expect(await pairsOf(another, finder)).toEqual([]);
    expect(await pairsOf(another, stranger)).toEqual([]);
    const open = await createItem(t, { postedBy: finder.id, categoryId: bags, status: 'Found' });
    expect(await pairsOf(open, owner)).toEqual([]);
    // Someone else's report, on its page.
    const theirs = await createItem(t, { postedBy: stranger.id, categoryId: bags });
    expect(await pairsOf(theirs, owner)).toEqual([]);
  });

  it('answers 401 to a visitor and 404 for an unknown item', async () => {
    const found = await returned(bags, day(20));
    expect((await prompt(found)).statusCode).toBe(401);
    const missing = await prompt('no-such-item', owner);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });
});
