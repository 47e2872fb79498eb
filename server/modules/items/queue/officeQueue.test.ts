import { newId, nowIso } from '../../../lib/ids';
import { createTestApp, type TestApp } from '../../../test/testApp';
import {
  type TestUser,
  auth,
  createCast,
  createCategory,
  createDesk,
  createItem,
} from '../../../test/fixtures';
import type { ItemsTable } from '../../../db/types';

const DAY_MS = 24 * 3600_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString();

type Queue = {
  items: {
    item: { _id: string; storageLocation?: string | null };
    labelledAt: string | null;
    pendingClaims: number;
    dueAt: string | null;
  }[];
  counts: Record<string, number>;
  pagination: { totalResults: number };
};

/** docs/product.md#the-keepers-queue: GET /office/queue, bulk move and dispose, labels. */
describe('office: the keeper’s queue', () => {
  let t: TestApp;
  let keeper: TestUser;
  let otherKeeper: TestUser;
  let admin: TestUser;
  let poster: TestUser;
  let claimant: TestUser;
  let stranger: TestUser;
  let categoryId: string;
  let library: string;
  let security: string;
  const ids: Record<string, string> = {};

  const addDesk = (name: string, keepers: string[]) => createDesk(t, name, keepers);
  const item = async (
    name: string,
    o: Partial<Parameters<typeof createItem>[1]> & {
      deskId?: string | null;
      storage?: string;
      extra?: Partial<ItemsTable>;
    } = {},
  ) => {
    const { deskId = null, storage = null, ...rest } = o;
    const id = await createItem(t, {
      postedBy: poster.id,
      categoryId,
      title: name,
      status: 'Found',
      ...rest,
    });
    await t.app.ctx.db
      .updateTable('items')
      .set({ desk_id: deskId, storage_location: storage })
      .where('id', '=', id)
      .execute();
    ids[name] = id;
    return id;
  };
  const queue = async (user: TestUser, query = ''): Promise<Queue> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/office/queue${query}`,
      headers: auth(user),
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const titlesOf = (q: Queue) =>
    q.items.map((i) => Object.entries(ids).find(([, id]) => id === i.item._id)?.[0]);
  const post = (url: string, user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: auth(user), payload });

  beforeAll(async () => {
    t = await createTestApp();
    ({ keeper, otherKeeper, admin, poster, claimant, stranger } = await createCast(t));
    categoryId = (await createCategory(t, { name: 'Bags' })).id;
    await t.app.ctx.db
      .updateTable('categories')
      .set({ retention_days: 30 })
      .where('id', '=', categoryId)
      .execute();
    library = await addDesk('Library desk', [keeper.id]);
    security = await addDesk('Security office', [otherKeeper.id]);
    // Oldest first: the order of the queue.
    await item('old bag', { createdAt: daysAgo(40), deskId: library, storage: 'Shelf A' });
    await item('almost due', { createdAt: daysAgo(25), deskId: security, storage: 'shelf a' });
    await item('kept by kim', { createdAt: daysAgo(10), keeperId: keeper.id });
    await item('claimed', {
      createdAt: daysAgo(5),
      deskId: security,
      status: 'Claimed',
      claimedById: claimant.id,
    });
    await item('with claim', { createdAt: daysAgo(3), deskId: security });
    await t.app.ctx.db
      .insertInto('item_claims')
      .values({
        id: newId(),
        item_id: ids['with claim']!,
        claimant_id: claimant.id,
        answers_json: '["x"]',
        status: 'pending',
        created_at: nowIso(),
      })
      .execute();
    // Not in custody: no desk or keeper, a Lost report, a Returned item, a disposed one.
    await item('loose', { createdAt: daysAgo(50) });
    await item('lost', { createdAt: daysAgo(50), status: 'Lost', deskId: library });
    await item('returned', { createdAt: daysAgo(50), status: 'Returned', deskId: library });
    await item('inactive', { createdAt: daysAgo(50), deskId: library, isActive: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the items in custody oldest first, with the count of every view', async () => {
    const q = await queue(keeper);
    expect(titlesOf(q)).toEqual(['old bag', 'almost due', 'kept by kim', 'claimed', 'with claim']);
    expect(q.counts).toEqual({
      all: 5,
      mine: 2,
      unlabelled: 5,
      pendingClaims: 1,
      awaitingHandover: 1,
      dueSoon: 2,
    });
    const first = q.items[0]!;
    expect(first.item.storageLocation).toBe('Shelf A');
    // Due 30 days after the post: the oldest already, "kept by kim" in about 20 days.
    expect(Date.parse(first.dueAt!)).toBeLessThan(Date.now());
    expect(Date.parse(q.items[2]!.dueAt!)).toBeGreaterThan(Date.now() + 19 * DAY_MS);
    expect(q.items[3]!.dueAt).toBeNull();
    expect(q.items[4]!.pendingClaims).toBe(1);
  });

  it('narrows by view, desk and storage place (without case), counting under the same filters', async () => {
    expect(titlesOf(await queue(keeper, '?view=mine'))).toEqual(['old bag', 'kept by kim']);
    expect(titlesOf(await queue(otherKeeper, '?view=mine'))).toEqual([
      'almost due',
      'claimed',
      'with claim',
    ]);
    expect(titlesOf(await queue(keeper, '?view=pending-claims'))).toEqual(['with claim']);
    expect(titlesOf(await queue(keeper, '?view=awaiting-handover'))).toEqual(['claimed']);
    expect(titlesOf(await queue(keeper, '?view=due-soon'))).toEqual(['old bag', 'almost due']);
    const atSecurity = await queue(keeper, `?deskId=${security}`);
    expect(titlesOf(atSecurity)).toEqual(['almost due', 'claimed', 'with claim']);
    expect(atSecurity.counts).toMatchObject({ all: 3, mine: 0, dueSoon: 1 });
    const shelf = await queue(admin, '?storage=SHELF%20A');
    expect(titlesOf(shelf)).toEqual(['old bag', 'almost due']);
    const paged = await queue(admin, '?limit=2&page=2');
    expect(titlesOf(paged)).toEqual(['kept by kim', 'claimed']);
    expect(paged.pagination.totalResults).toBe(5);
  });

  it('is for keepers and admins only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/office/queue',
      headers: auth(stranger),
    });
    expect(res.statusCode).toBe(403);
  });

  it('marks printed labels: a labelled event each, and they leave "Not labelled"', async () => {
    const sheet = await post('/labels', keeper, { itemIds: [ids['old bag'], ids['claimed']] });
    expect(sheet.statusCode).toBe(200);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/v1/items/${ids['kept by kim']}/label`,
      headers: auth(admin),
    });
    expect(one.statusCode).toBe(200);
    // The poster's own copy labels nothing.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/items/${ids['with claim']}/label`,
      headers: auth(poster),
    });
    expect(own.statusCode).toBe(200);
    expect(titlesOf(await queue(keeper, '?view=unlabelled'))).toEqual(['almost due', 'with claim']);
    const events = await t.app.ctx.db
      .selectFrom('item_events')
      .select(['item_id', 'actor_id'])
      .where('action', '=', 'labelled')
      .execute();
    expect(events).toHaveLength(3);
    expect(events).toContainEqual({ item_id: ids['kept by kim'], actor_id: admin.id });
    expect((await queue(keeper)).items[0]!.labelledAt).toEqual(expect.any(String));
  });

  it('moves a selection after checking all of it, or nothing', async () => {
    const before = await queue(admin, `?deskId=${library}`);
    // Not the keeper's (another desk): 403; not in custody: 409 naming it; unknown: 404.
    const notMine = await post('/office/bulk/move', keeper, {
      itemIds: [ids['old bag'], ids['almost due']],
      deskId: library,
    });
    expect(notMine.statusCode).toBe(403);
    const loose = await post('/office/bulk/move', admin, {
      itemIds: [ids['old bag'], ids['loose']],
      deskId: security,
    });
    expect(loose.statusCode).toBe(409);
    expect(loose.json().message).toMatch(/^LF-\d{4}-\d{5} is not in the office's custody\.$/);
    expect(
      (await post('/office/bulk/move', admin, { itemIds: ['nope'], deskId: security })).statusCode,
    ).toBe(404);
    expect(
      (await post('/office/bulk/move', admin, { itemIds: [ids['old bag']], deskId: 'nope' }))
        .statusCode,
    ).toBe(404);
    expect((await queue(admin, `?deskId=${library}`)).counts).toEqual(before.counts);

    const res = await post('/office/bulk/move', otherKeeper, {
      itemIds: [ids['almost due'], ids['claimed']],
      deskId: library,
      storageLocation: 'Bin 9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: '2 items moved.', count: 2 });
    const history = await t.app.ctx.db
      .selectFrom('item_events')
      .select(['action', 'details'])
      .where('item_id', '=', ids['claimed']!)
      .orderBy('seq')
      .execute();
    expect(history.slice(-2)).toEqual([
      { action: 'moved', details: 'Security office → Library desk' },
      { action: 'stored', details: 'Bin 9' },
    ]);
    expect(titlesOf(await queue(keeper, '?storage=bin%209'))).toEqual(['almost due', 'claimed']);
  });

  it('disposes of a selection with the single disposal’s rules, all or none', async () => {
    const claimed = await post('/office/bulk/dispose', keeper, {
      itemIds: [ids['old bag'], ids['claimed']],
      method: 'donated',
    });
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json().message).toMatch(
      /^LF-\d{4}-\d{5}: Only an unclaimed Found item can be disposed of\.$/,
    );
    const missing = await post('/office/bulk/dispose', keeper, {
      itemIds: [ids['old bag'], 'nope'],
      method: 'donated',
    });
    expect(missing.statusCode).toBe(404);
    expect((await queue(keeper)).counts.all).toBe(5);

    // The Library keeper may not let the Security office's item go (docs/product.md#who-acts-for-the-office).
    const otherDesk = await post('/office/bulk/dispose', keeper, {
      itemIds: [ids['old bag'], ids['with claim']],
      method: 'transferred',
    });
    expect(otherDesk.statusCode).toBe(409);
    expect(otherDesk.json().message).toMatch(/^LF-\d{4}-\d{5}: Only the staff of the desk/);
    const res = await post('/office/bulk/dispose', admin, {
      itemIds: [ids['old bag'], ids['with claim']],
      method: 'transferred',
      note: ' to the card office ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: '2 items disposed of.',
      count: 2,
      batchId: expect.any(String),
    });
    expect(titlesOf(await queue(keeper))).toEqual(['almost due', 'kept by kim', 'claimed']);
    const events = await t.app.ctx.db
      .selectFrom('item_events')
      .select(['details'])
      .where('action', '=', 'disposed')
      .execute();
    expect(events).toEqual([
      { details: 'transferred: to the card office' },
      { details: 'transferred: to the card office' },
    ]);
    const claim = await t.app.ctx.db
      .selectFrom('item_claims')
      .select('status')
      .where('item_id', '=', ids['with claim']!)
      .executeTakeFirstOrThrow();
    expect(claim.status).toBe('declined');
    const again = await post('/office/bulk/dispose', admin, {
      itemIds: [ids['old bag']],
      method: 'donated',
    });
    expect(again.statusCode).toBe(409);
    expect(
      (
        await post('/office/bulk/dispose', stranger, {
          itemIds: [ids['almost due']],
          method: 'donated',
        })
      ).statusCode,
    ).toBe(403);
  });
});
