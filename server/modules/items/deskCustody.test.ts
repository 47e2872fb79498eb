import { createTestApp, type TestApp } from '../../test/testApp';
import {
  auth,
  createCategory,
  createDesk,
  createItem,
  createUser,
  historyOf,
  notificationsOf,
  postItemAction,
  type TestUser,
} from '../../test/fixtures';

/**
 * docs/product.md#who-acts-for-the-office: custody is the desk's, not one person's. Kim and Kai
 * keep the Student Union desk on two shifts; Lee keeps the Library desk.
 */
describe('custody by desk', () => {
  let t: TestApp;
  let kim: TestUser;
  let kai: TestUser;
  let lee: TestUser;
  let admin: TestUser;
  let poster: TestUser;
  let claimant: TestUser;
  let categoryId: string;
  let union: string;
  let library: string;

  beforeAll(async () => {
    t = await createTestApp();
    kim = await createUser(t, { role: 'keeper', name: 'Kim Keeper' });
    kai = await createUser(t, { role: 'keeper', name: 'Kai Keeper' });
    lee = await createUser(t, { role: 'keeper', name: 'Lee Library' });
    admin = await createUser(t, { role: 'admin', name: 'Ada Admin' });
    poster = await createUser(t, { name: 'Pat Poster' });
    claimant = await createUser(t, { name: 'Claire Claimant' });
    categoryId = (await createCategory(t, { name: 'Phones' })).id;
    union = await createDesk(t, 'Student Union desk', [kim.id, kai.id]);
    library = await createDesk(t, 'Library desk', [lee.id]);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A phone kept by Kim at the Student Union desk, Claimed by Claire unless told otherwise. */
  const keptByKim = async (status: 'Claimed' | 'Found' = 'Claimed') => {
    const id = await createItem(t, {
      postedBy: poster.id,
      categoryId,
      status,
      keeperId: kim.id,
      claimedById: status === 'Claimed' ? claimant.id : null,
      title: 'Green phone',
    });
    await t.app.ctx.db.updateTable('items').set({ desk_id: union }).where('id', '=', id).execute();
    return id;
  };
  const row = (id: string) =>
    t.app.ctx.db.selectFrom('items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const getItem = async (id: string, user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/items/${id}`, headers: auth(user) })).json()
      .item;
  const events = (id: string) => historyOf(t, id);
  const store = (id: string, user: TestUser, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/items/${id}/storage`,
      headers: auth(user),
      payload,
    });
  const atCounter = (id: string, user: TestUser, checked = 'photo ID') =>
    postItemAction(t, `${id}/handover/staff`, user, { checked });

  it("lets the next shift's keeper finish what the first started", async () => {
    const id = await keptByKim();
    expect((await postItemAction(t, `${id}/generate-otp`, kim)).statusCode).toBe(200);
    // Kai is on duty at the same desk: the item page offers him the office's actions.
    expect((await getItem(id, kai)).actsForOffice).toBe(true);
    expect((await getItem(id, lee)).actsForOffice).toBe(false);
    expect((await getItem(id, claimant)).actsForOffice).toBe(false);
    const code = await postItemAction(t, `${id}/generate-otp`, kai);
    expect(code.statusCode).toBe(200);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v1/items/${id}/history`,
      headers: auth(kai),
    });
    expect(history.statusCode).toBe(200);
    const claims = await t.app.inject({
      method: 'GET',
      url: `/api/v1/items/${id}/claims`,
      headers: auth(kai),
    });
    expect(claims.statusCode).toBe(200);
    expect((await store(id, kai, { storageLocation: 'Drawer 2' })).statusCode).toBe(200);
    // Claire types Kai's code: the history names each step's actor.
    const done = await postItemAction(t, `${id}/verify-otp`, claimant, { otp: code.json().otp });
    expect(done.statusCode).toBe(200);
    expect(done.json().item.status).toBe('Returned');
    expect((await events(id)).map((e) => [e.action, e.actor_id])).toEqual([
      ['code-generated', kim.id],
      ['code-generated', kai.id],
      ['stored', kai.id],
      ['returned', claimant.id],
    ]);
  });

  it('lets another keeper of the desk release a claim; a keeper of another desk cannot', async () => {
    const id = await keptByKim();
    const reason = { reason: 'The ID did not match.' };
    const elsewhere = await postItemAction(t, `${id}/claim/release`, lee, reason);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe(
      "Only the item's poster, the staff of the desk that holds it or an admin can do this.",
    );
    const released = await postItemAction(t, `${id}/claim/release`, kai, reason);
    expect(released.statusCode).toBe(200);
    expect((await row(id)).claimed_by_id).toBeNull();
  });

  it('lets an admin generate the code for a kept item', async () => {
    const id = await keptByKim();
    const res = await postItemAction(t, `${id}/generate-otp`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().otp).toMatch(/^\d{6}$/);
    expect((await getItem(id, admin)).actsForOffice).toBe(true);
  });

  it("moves the responsibility with a bulk move: the new desk's keepers act, the old keeper not", async () => {
    const id = await keptByKim();
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/office/bulk/move',
      headers: auth(kim),
      payload: { itemIds: [id], deskId: library },
    });
    expect(moved.statusCode).toBe(200);
    // Kim does not work at the Library desk: her personal custody ends with the move.
    expect(await row(id)).toMatchObject({ desk_id: library, keeper_id: null });
    expect((await getItem(id, lee)).actsForOffice).toBe(true);
    expect((await getItem(id, kim)).actsForOffice).toBe(false);
    expect((await postItemAction(t, `${id}/generate-otp`, lee)).statusCode).toBe(200);
    expect((await postItemAction(t, `${id}/generate-otp`, kim)).statusCode).toBe(403);
    expect((await store(id, kim, { storageLocation: 'x' })).statusCode).toBe(403);
    expect((await postItemAction(t, `${id}/claim/release`, kim, { reason: 'no' })).statusCode).toBe(
      403,
    );
    expect((await atCounter(id, kim)).statusCode).toBe(403);
    const done = await atCounter(id, lee);
    expect(done.statusCode).toBe(200);
  });

  it('keeps the keeper on a move to another desk they work at', async () => {
    const both = await createUser(t, { role: 'keeper' });
    const desk = await createDesk(t, 'Residence office', [both.id]);
    await t.app.ctx.db
      .insertInto('desk_keepers')
      .values({ desk_id: union, user_id: both.id })
      .execute();
    const id = await keptByKim();
    await t.app.ctx.db
      .updateTable('items')
      .set({ keeper_id: both.id })
      .where('id', '=', id)
      .execute();
    expect((await store(id, kai, { storageLocation: '', deskId: desk })).statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ desk_id: desk, keeper_id: both.id });
  });

  it('refuses a claim by a keeper of the desk that holds the item', async () => {
    const id = await keptByKim('Found');
    const res = await postItemAction(t, `${id}/claim`, kai);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'You work at the desk that holds this item, so you cannot claim it.',
    );
    expect((await postItemAction(t, `${id}/claim`, lee)).statusCode).toBe(200);
  });
});

/** docs/product.md#counter-hand-over: staff finish the hand-over at the desk. */
describe('the counter finishes the hand-over', () => {
  let t: TestApp;
  let kim: TestUser;
  let kai: TestUser;
  let lee: TestUser;
  let admin: TestUser;
  let poster: TestUser;
  let claimant: TestUser;
  let categoryId: string;
  let union: string;

  beforeAll(async () => {
    t = await createTestApp();
    kim = await createUser(t, { role: 'keeper', name: 'Kim Keeper' });
    kai = await createUser(t, { role: 'keeper', name: 'Kai Keeper' });
    lee = await createUser(t, { role: 'keeper', name: 'Lee Library' });
    admin = await createUser(t, { role: 'admin', name: 'Ada Admin' });
    poster = await createUser(t, { name: 'Pat Poster' });
    claimant = await createUser(t, { name: 'Claire Claimant' });
    categoryId = (await createCategory(t, { name: 'Phones' })).id;
    union = await createDesk(t, 'Student Union desk', [kim.id, kai.id]);
    await createDesk(t, 'Library desk', [lee.id]);
  });
  afterAll(async () => {
    await t.close();
  });

  const keptByKim = async (status: 'Claimed' | 'Found' = 'Claimed') => {
    const id = await createItem(t, {
      postedBy: poster.id,
      categoryId,
      status,
      keeperId: kim.id,
      claimedById: status === 'Claimed' ? claimant.id : null,
      title: 'Green phone',
    });
    await t.app.ctx.db.updateTable('items').set({ desk_id: union }).where('id', '=', id).execute();
    return id;
  };
  const row = (id: string) =>
    t.app.ctx.db.selectFrom('items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const returnedEvent = (id: string) =>
    t.app.ctx.db
      .selectFrom('item_events')
      .select(['actor_id', 'details'])
      .where('item_id', '=', id)
      .where('action', '=', 'returned')
      .execute();
  const atCounter = (id: string, user: TestUser, checked = 'photo ID') =>
    postItemAction(t, `${id}/handover/staff`, user, { checked });
  const codeAtCounter = (id: string, user: TestUser, otp: string) =>
    postItemAction(t, `${id}/handover/counter-code`, user, { otp });

  it('hands over after a photo ID check, with every effect of a right code', async () => {
    const id = await keptByKim();
    // Claire's own Lost report, which this Found item was posted for ("I found this").
    const report = await createItem(t, { postedBy: claimant.id, categoryId, status: 'Lost' });
    await t.app.ctx.db
      .updateTable('items')
      .set({ found_for_id: report })
      .where('id', '=', id)
      .execute();
    await postItemAction(t, `${id}/generate-otp`, kim);
    const live = jest.spyOn(t.app.ctx.realtime, 'toUser');

    const res = await atCounter(id, kai, ' photo ID (student card) ');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Handed over. The item is marked as Returned.');
    expect(res.json().item).toMatchObject({ status: 'Returned', claimedById: claimant.id });
    expect((await row(id)).returned_at).not.toBeNull();
    // The code is spent, as after a right code.
    const code = await t.app.ctx.db
      .selectFrom('handover_codes')
      .select('item_id')
      .where('item_id', '=', id)
      .executeTakeFirst();
    expect(code).toBeUndefined();
    expect(await returnedEvent(id)).toEqual([
      { actor_id: kai.id, details: 'Checked at the counter: photo ID (student card)' },
    ]);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: kai.id, action: 'item.handOver' });
    expect(JSON.parse(String(audit[0].after_json))).toMatchObject({
      status: 'Returned',
      checked: 'photo ID (student card)',
    });
    expect((await row(report)).status).toBe('Returned');
    expect((await notificationsOf(t, claimant.id)).map((n) => n.message)).toContain(
      '"Green phone" was handed over to you at the counter and marked as Returned.',
    );
    expect((await notificationsOf(t, poster.id)).map((n) => n.message)).toContain(
      '"Green phone" was handed over and marked as Returned.',
    );
    // Every item page open on it follows without a reload: Kim's too, who made the code, and
    // an admin's at the office.
    const told = live.mock.calls.filter(([, event]) => event === 'itemChanged');
    expect(new Set(told.map(([userId]) => userId))).toEqual(
      new Set([kim.id, kai.id, poster.id, claimant.id, admin.id]),
    );
    expect(told[0][2]).toEqual({ itemId: id, status: 'Returned' });
    live.mockRestore();
  });

  it('refuses anyone but the desk staff and admins (403), and an item not Claimed (409)', async () => {
    const id = await keptByKim();
    for (const u of [lee, poster, claimant]) {
      const res = await atCounter(id, u);
      expect(res.statusCode).toBe(403);
    }
    expect((await atCounter(id, lee)).json()).toEqual({
      message:
        'Only the staff of the desk that holds this item or an admin can hand it over at the counter.',
      code: 'FORBIDDEN',
    });
    const blank = await atCounter(id, kai, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().code).toBe('VALIDATION_ERROR');
    expect((await row(id)).status).toBe('Claimed');
    expect((await atCounter(id, admin)).statusCode).toBe(200);
    const again = await atCounter(id, kai);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This item is not waiting for a hand-over.');
    const found = await keptByKim('Found');
    expect((await atCounter(found, kai)).statusCode).toBe(409);
  });

  it("takes the claimant's code typed on the counter's screen, as the claimant's own entry", async () => {
    const id = await keptByKim();
    const { otp } = (await postItemAction(t, `${id}/generate-otp`, kim)).json();
    const wrong = otp === '000000' ? '111111' : '000000';
    expect((await codeAtCounter(id, lee, otp)).statusCode).toBe(403);
    const miss = await codeAtCounter(id, kai, wrong);
    expect(miss.statusCode).toBe(400);
    expect(miss.json().message).toBe('Invalid or expired OTP.');
    const spent = await t.app.ctx.db
      .selectFrom('handover_codes')
      .select('attempts')
      .where('item_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(spent.attempts).toBe(1);
    const res = await codeAtCounter(id, kai, otp);
    expect(res.statusCode).toBe(200);
    expect(res.json().item.status).toBe('Returned');
    expect(await returnedEvent(id)).toEqual([
      { actor_id: kai.id, details: 'Code typed by the claimant at the counter' },
    ]);
    expect((await codeAtCounter(id, kai, otp)).statusCode).toBe(409);
  });

  it('locks the code after five wrong tries at the counter too', async () => {
    const id = await keptByKim();
    const { otp } = (await postItemAction(t, `${id}/generate-otp`, kim)).json();
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await codeAtCounter(id, kai, wrong)).statusCode).toBe(400);
    const locked = await codeAtCounter(id, kai, otp);
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe('Too many wrong attempts. Generate a new code.');
    expect((await row(id)).status).toBe('Claimed');
  });
});
