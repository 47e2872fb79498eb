import { createTestApp, type TestApp } from '../../test/testApp';
import { createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';
import { api } from '../../test/realtimeFixtures';
import { nowIso } from '../../lib/ids';
import { outboxTo, runDigestNow, unsubscribeOf } from '../notifications/testHelpers';
import { DIGEST_THRESHOLD } from './digestPolicy';
import { sendMatchDigests } from './matchDigest';
import { savePairs } from './matchRepository';
import { matchNotifications } from './testHelpers';

/**
 * docs/product.md#matching: pairs that reach the digest threshold without alerting are listed,
 * once, in their owner's daily digest of possible matches; the owner can switch it off. The
 * pairs are stored as the scorer would store them, at chosen scores, so the digest is tested
 * whatever the scorer makes of texts; everything else goes through the API and the real jobs.
 */
describe('matching: the daily digest of possible matches', () => {
  let t: TestApp;
  let finder: TestUser;
  let categoryId: string;
  const low = DIGEST_THRESHOLD + 0.05;

  beforeAll(async () => {
    t = await createTestApp();
    finder = await createUser(t, { name: 'Finn Finder' });
    categoryId = (await createCategory(t, { name: 'Water Bottles' })).id;
  });
  afterAll(() => t.close());

  const found = (title: string, o: Partial<Parameters<typeof createItem>[1]> = {}) =>
    createItem(t, { postedBy: finder.id, categoryId, title, status: 'Found', ...o });
  const lost = (owner: TestUser, title: string) =>
    createItem(t, { postedBy: owner.id, categoryId, title, status: 'Lost' });
  /** A pair as matchItem saves it: listed at `score`, alerted when told. */
  const pair = (lostId: string, foundId: string, score: number, alerted = false) =>
    t.app.ctx.db
      .insertInto('item_matches')
      .values({
        lost_id: lostId,
        found_id: foundId,
        score,
        reasons: '["same category"]',
        created_at: nowIso(),
        alerted_at: alerted ? nowIso() : null,
      })
      .execute();
  const pairRow = (lostId: string, foundId: string) =>
    t.app.ctx.db
      .selectFrom('item_matches')
      .select(['alerted_at', 'digested_at'])
      .where('lost_id', '=', lostId)
      .where('found_id', '=', foundId)
      .executeTakeFirstOrThrow();
  const setPreferences = async (user: TestUser, prefs: Record<string, unknown>) => {
    const res = await api(t.app, 'PUT', '/users/me/email-preferences', user, {
      messages: 'digest',
      claims: 'instant',
      matches: 'instant',
      ...prefs,
    });
    expect(res.status).toBe(200);
    return res.body;
  };
  const digestsCounted = async () => {
    const metric = t.app.ctx.metrics.registry.getSingleMetric('lostfound_match_suggestions_total');
    const values = (await metric!.get()).values;
    return values.find((v) => v.labels.way === 'digest')?.value ?? 0;
  };
  const matchMails = async (user: TestUser) =>
    (await outboxTo(t, user.email)).filter((m) => m.subject.includes('possible match'));

  it('lists a pair below the alert threshold once, in the portal and by mail, and never alerts it', async () => {
    const owner = await createUser(t, { name: 'Olive Owner' });
    const lostId = await lost(owner, 'Blue Hydro Flask');
    const foundId = await found('Navy insulated flask');
    await pair(lostId, foundId, low);
    const counted = await digestsCounted();

    await runDigestNow(t);

    const message = '1 possible match for your lost item "Blue Hydro Flask"';
    expect(await matchNotifications(t.app, owner)).toEqual([
      expect.objectContaining({ message, itemId: lostId, link: `/items/${lostId}` }),
    ]);
    const [mail, ...more] = await matchMails(owner);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Lost & Found: ${message}`);
    const base = t.config.publicUrl;
    expect(mail!.text).toContain(`Your lost item "Blue Hydro Flask": ${base}/items/${lostId}`);
    expect(mail!.text).toContain(`- "Navy insulated flask": ${base}/items/${foundId}`);
    expect(mail!.html).toContain(`href="${base}/items/${foundId}"`);
    expect(mail!.text).toContain('the daily digest of possible matches is on');
    expect(await digestsCounted()).toBe(counted + 1);
    const row = await pairRow(lostId, foundId);
    expect(row.alerted_at).toBeNull();
    expect(row.digested_at).toEqual(expect.any(String));

    // The next day's run, and reruns of the job, list nothing new.
    await runDigestNow(t);
    await sendMatchDigests(t.app.ctx);
    expect(await matchNotifications(t.app, owner)).toHaveLength(1);
    expect(await matchMails(owner)).toHaveLength(1);
    expect(await digestsCounted()).toBe(counted + 1);

    // Re-scored out of the list and back in (an edit each way), it is still the pair listed.
    const now = nowIso();
    const saved = { lost_id: lostId, found_id: foundId, score: low, reasons: '[]' };
    await t.app.ctx.db.transaction().execute(async (trx) => {
      await savePairs(trx, foundId, 'found_id', [], now);
      await savePairs(trx, foundId, 'found_id', [saved], now);
    });
    await sendMatchDigests(t.app.ctx);
    expect(await matchNotifications(t.app, owner)).toHaveLength(1);

    // Its unsubscribe link turns the digest off and leaves the match e-mails as they were.
    const address = new URL(unsubscribeOf(mail!).oneClick);
    const res = await t.app.inject({ method: 'POST', url: address.pathname + address.search });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      kind: 'matchDigest',
      message: expect.stringContaining('daily digest of possible matches'),
    });
    expect((await api(t.app, 'GET', '/users/me/email-preferences', owner)).body).toEqual({
      messages: 'digest',
      claims: 'instant',
      matches: 'instant',
      matchDigest: false,
    });
  });

  it('leaves out dismissed, alerted, weaker and closed pairs, and items no longer Found', async () => {
    const owner = await createUser(t);
    const listed = await lost(owner, 'Black wallet');
    const dismissedFound = await found('Brown wallet');
    const alertedFound = await found('Leather wallet');
    const weakFound = await found('Wallet chain');
    const goneFound = await found('Card holder', { isActive: false });
    const claimedFound = await found('Coin purse', { status: 'Claimed' });
    const keptFound = await found('Dark billfold');
    await pair(listed, dismissedFound, 0.6);
    await pair(listed, alertedFound, 0.6, true);
    await pair(listed, weakFound, DIGEST_THRESHOLD - 0.05);
    await pair(listed, goneFound, 0.6);
    await pair(listed, claimedFound, 0.6);
    await pair(listed, keptFound, DIGEST_THRESHOLD);
    const closed = await lost(owner, 'Red scarf');
    const scarf = await found('Red knitted scarf');
    await pair(closed, scarf, 0.7);

    const notMine = await api(
      t.app,
      'POST',
      `/items/${listed}/matches/${dismissedFound}/dismiss`,
      owner,
    );
    expect(notMine.status).toBe(200);
    const close = await api(t.app, 'POST', `/items/${closed}/close`, owner, {
      reason: 'no-longer-looking',
    });
    expect(close.status).toBe(200);

    await runDigestNow(t);

    expect((await matchNotifications(t.app, owner)).map((n) => n.message)).toEqual([
      '1 possible match for your lost item "Black wallet"',
    ]);
    const [mail] = await matchMails(owner);
    expect(mail!.text).toContain('"Dark billfold"');
    for (const title of [
      'Brown wallet',
      'Leather wallet',
      'Wallet chain',
      'Card holder',
      'Coin purse',
      'Red scarf',
      'Red knitted scarf',
    ]) {
      expect(mail!.text).not.toContain(title);
    }
    expect((await pairRow(listed, dismissedFound)).digested_at).toBeNull();
    expect((await pairRow(closed, scarf)).digested_at).toBeNull();
  });

  it('sends none while the owner has it off, and lists what is still open once it is on again', async () => {
    const owner = await createUser(t);
    const lostId = await lost(owner, 'Grey umbrella');
    const foundId = await found('Umbrella with a wooden handle');
    await pair(lostId, foundId, low);
    expect(await setPreferences(owner, { matchDigest: false })).toMatchObject({
      matchDigest: false,
    });

    await runDigestNow(t);
    expect(await matchNotifications(t.app, owner)).toEqual([]);
    expect(await matchMails(owner)).toEqual([]);
    expect((await pairRow(lostId, foundId)).digested_at).toBeNull();

    // A save without the field keeps it off; turned on, the next digest lists the pair.
    expect(await setPreferences(owner, { matches: 'instant' })).toMatchObject({
      matchDigest: false,
    });
    await setPreferences(owner, { matchDigest: true });
    await runDigestNow(t);
    expect(await matchNotifications(t.app, owner)).toHaveLength(1);
  });

  it('gathers every report of an owner into one notification opening the dashboard, mailed as they chose', async () => {
    const owner = await createUser(t);
    await setPreferences(owner, { matches: 'digest' });
    const keys = await lost(owner, 'Bike keys');
    const bag = await lost(owner, 'Gym bag');
    await pair(keys, await found('Key ring'), low);
    await pair(keys, await found('Two keys on a ring'), 0.6);
    await pair(bag, await found('Sports bag'), low);
    const other = await createUser(t);
    await setPreferences(other, { matches: 'off' });
    await pair(await lost(other, 'Glasses'), await found('Reading glasses'), low);

    // Two runs at once (two instances, or a rerun after a lost lease): one digest each.
    await Promise.all([sendMatchDigests(t.app.ctx), sendMatchDigests(t.app.ctx)]);

    expect(await matchNotifications(t.app, owner)).toEqual([
      expect.objectContaining({
        message: '3 possible matches for your lost items',
        itemId: null,
        link: '/dashboard',
      }),
    ]);
    expect(await matchNotifications(t.app, other)).toHaveLength(1);
    // Daily digest chosen for matches: the notification waits for the e-mail digest; off: none.
    expect(await matchMails(owner)).toEqual([]);
    expect(await outboxTo(t, other.email)).toEqual([]);
    await runDigestNow(t);
    const [digest, ...more] = await outboxTo(t, owner.email);
    expect(more).toEqual([]);
    expect(digest!.text).toContain('3 possible matches for your lost items');
    expect(digest!.text).toContain(`${t.config.publicUrl}/dashboard`);
    expect(await outboxTo(t, other.email)).toEqual([]);
  });
});
