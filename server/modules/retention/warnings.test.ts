import { createTestApp, type TestApp } from '../../test/testApp';
import { createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';
import { nowIso } from '../../lib/ids';
import { ALERT_THRESHOLD } from '../matching';
import { runDigestNow } from '../notifications/testHelpers';
import { disposalWarning, warnDueSoon } from './warnings';

const DAY_MS = 24 * 3600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const dateText = (ms: number) =>
  new Date(ms).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** docs/product.md#retention: the owners of matching Lost reports hear seven days ahead, once. */
describe('retention: warning before disposal', () => {
  let t: TestApp;
  let finder: TestUser;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    finder = await createUser(t);
    categoryId = (await createCategory(t, { name: 'Electronics' })).id; // 90 days
  });
  afterAll(async () => {
    await t.close();
  });

  const found = (title: string, age: number) =>
    createItem(t, {
      postedBy: finder.id,
      categoryId,
      title,
      status: 'Found',
      createdAt: daysAgo(age),
    });
  /**
   * A Lost report of a new user, paired with `foundId` at `score`; the pair alerted when it
   * reached the threshold, or (`byMargin`) as the clear best below it (alertPolicy.ts).
   */
  const lostOwner = async (
    foundId: string,
    score: number,
    o: Partial<Parameters<typeof createItem>[1]> = {},
    byMargin = false,
  ) => {
    const owner = await createUser(t);
    const lostId = await createItem(t, { postedBy: owner.id, categoryId, status: 'Lost', ...o });
    await t.app.ctx.db
      .insertInto('item_matches')
      .values({
        lost_id: lostId,
        found_id: foundId,
        score,
        reasons: '[]',
        created_at: nowIso(),
        alerted_at: score >= ALERT_THRESHOLD || byMargin ? nowIso() : null,
      })
      .execute();
    return { owner, lostId };
  };
  const notes = (userId: string) =>
    t.app.ctx.db
      .selectFrom('notifications')
      .select(['type', 'message', 'item_id', 'link'])
      .where('user_id', '=', userId)
      .execute();

  const warnings = async (userId: string) =>
    (await notes(userId)).filter((n) => n.message.startsWith('A found item that may be yours'));

  it('runs with the daily digest and warns the owners of Lost reports matched to it, once', async () => {
    const createdAt = daysAgo(85); // due in 5 days
    const soon = await createItem(t, {
      postedBy: finder.id,
      categoryId,
      title: 'Silver laptop',
      status: 'Found',
      createdAt,
    });
    const later = await found('Black phone', 80); // due in 10 days
    const matched = await lostOwner(soon, 0.9);
    const weak = await lostOwner(soon, 0.5); // listed, below the alert threshold
    const clearBest = await lostOwner(soon, 0.5, {}, true); // alerted by margin
    const closed = await lostOwner(soon, 0.9, { isActive: false });
    const notMine = await lostOwner(soon, 0.9);
    await t.app.ctx.db
      .insertInto('item_match_dismissals')
      .values({
        item_id: notMine.lostId,
        match_id: soon,
        user_id: notMine.owner.id,
        created_at: nowIso(),
      })
      .execute();
    const laterOwner = await lostOwner(later, 0.95);

    await runDigestNow(t);

    const date = dateText(Date.parse(createdAt) + 90 * DAY_MS);
    expect(await notes(matched.owner.id)).toEqual([
      {
        type: 'match',
        message: disposalWarning('Silver laptop', date),
        item_id: soon,
        link: `/items/${soon}`,
      },
    ]);
    expect(disposalWarning('Silver laptop', date)).toBe(
      `A found item that may be yours, "Silver laptop", will be disposed of on ${date}. Check it before then.`,
    );
    expect(await warnings(clearBest.owner.id)).toHaveLength(1);
    // The weak pair's owner may hear of it in the possible-matches digest, not in a warning.
    for (const other of [weak, closed, notMine, laterOwner]) {
      expect(await warnings(other.owner.id)).toEqual([]);
    }
    const warned = await t.app.ctx.db
      .selectFrom('items')
      .select(['id', 'disposal_warned_at'])
      .where('id', 'in', [soon, later])
      .execute();
    expect(warned.find((r) => r.id === soon)?.disposal_warned_at).toEqual(expect.any(String));
    expect(warned.find((r) => r.id === later)?.disposal_warned_at).toBeNull();

    // The next day's run (and a rerun) warns nobody again about the same item.
    await runDigestNow(t);
    await warnDueSoon(t.app.ctx);
    expect(await notes(matched.owner.id)).toHaveLength(1);

    // Five days on, the later item falls within the week.
    await warnDueSoon(t.app.ctx, new Date(Date.now() + 5 * DAY_MS));
    expect(await notes(laterOwner.owner.id)).toHaveLength(1);
    expect(await notes(matched.owner.id)).toHaveLength(1);
  });

  it('warns once when two instances run at the same time, and about overdue items for today', async () => {
    const overdue = await found('Old headphones', 120);
    const a = await lostOwner(overdue, 0.9);
    const b = await lostOwner(overdue, 0.85);
    await Promise.all([warnDueSoon(t.app.ctx), warnDueSoon(t.app.ctx), warnDueSoon(t.app.ctx)]);
    for (const owner of [a.owner, b.owner]) {
      const n = await notes(owner.id);
      expect(n).toHaveLength(1);
      expect(n[0]!.message).toBe(disposalWarning('Old headphones', dateText(Date.now())));
    }
  });

  it('skips items no longer waiting: claimed, or no longer active (disposed of, deleted)', async () => {
    const claimer = await createUser(t);
    const claimed = await createItem(t, {
      postedBy: finder.id,
      categoryId,
      title: 'Claimed tablet',
      status: 'Claimed',
      claimedById: claimer.id,
      createdAt: daysAgo(88),
    });
    const inactive = await createItem(t, {
      postedBy: finder.id,
      categoryId,
      title: 'Gone tablet',
      status: 'Found',
      isActive: false,
      createdAt: daysAgo(88),
    });
    const owners = [await lostOwner(claimed, 0.9), await lostOwner(inactive, 0.9)];
    await warnDueSoon(t.app.ctx);
    for (const o of owners) expect(await notes(o.owner.id)).toEqual([]);
  });
});
