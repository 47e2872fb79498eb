import { createTestApp, type TestApp } from '../../test/testApp';
import { auth, createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';

describe('items: hand-over codes', () => {
  let t: TestApp;
  let poster: TestUser;
  let claimant: TestUser;
  let keeper: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    poster = await createUser(t);
    claimant = await createUser(t);
    keeper = await createUser(t, { role: 'keeper' });
    stranger = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
    categoryId = (await createCategory(t, { name: 'ID Cards' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const claimed = () =>
    createItem(t, {
      postedBy: poster.id,
      categoryId,
      status: 'Claimed',
      claimedById: claimant.id,
      keeperId: keeper.id,
      title: 'Student card',
    });
  const generate = (id: string, user?: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/items/${id}/generate-otp`,
      headers: user ? auth(user) : {},
    });
  const verify = (id: string, user: TestUser, otp: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/items/${id}/verify-otp`,
      headers: auth(user),
      payload: { otp },
    });
  const wrong = (otp: string) => (otp === '000000' ? '111111' : '000000');

  it('lets the poster and the keeper generate a 6-digit, 15-minute code', async () => {
    const id = await claimed();
    for (const u of [poster, keeper]) {
      const res = await generate(id, u);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.otp).toMatch(/^\d{6}$/);
      const ttl = Date.parse(body.expiresAt) - Date.now();
      expect(ttl).toBeGreaterThan(14 * 60_000);
      expect(ttl).toBeLessThanOrEqual(15 * 60_000);
    }
    const row = await t.app.ctx.db
      .selectFrom('handover_codes')
      .selectAll()
      .where('item_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const notes = await t.app.ctx.db
      .selectFrom('notifications')
      .select(['message', 'item_id'])
      .where('user_id', '=', claimant.id)
      .execute();
    expect(notes.length).toBeGreaterThan(0);
    expect(notes[0].item_id).toBe(id);
  });

  it('refuses everyone else with the exact message, and unclaimed items with 409', async () => {
    const id = await claimed();
    // Another keeper, at no desk that holds the item (docs/product.md#who-acts-for-the-office).
    const elsewhere = await createUser(t, { role: 'keeper' });
    for (const u of [claimant, stranger, elsewhere]) {
      const res = await generate(id, u);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'Only the poster, the staff of the desk that holds the item or an admin can generate OTP.',
      );
    }
    expect((await generate(id)).statusCode).toBe(401);
    const open = await createItem(t, { postedBy: poster.id, categoryId, status: 'Found' });
    expect((await generate(open, poster)).statusCode).toBe(409);
  });

  it('never shows the code in the item, in search or in notifications', async () => {
    const id = await claimed();
    const { otp } = (await generate(id, poster)).json();
    const item = await t.app.inject({ method: 'GET', url: `/api/v1/items/${id}` });
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/v1/search/items/search?search=student&status=Claimed',
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/items',
      headers: auth(claimant),
    });
    expect(search.json().items.map((i: { _id: string }) => i._id)).toContain(id);
    for (const res of [item, search, mine]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(otp);
      expect(res.body).not.toMatch(/code_?hash|otp/i);
    }
    const notes = await t.app.ctx.db.selectFrom('notifications').select('message').execute();
    expect(notes.some((n) => n.message.includes(otp))).toBe(false);
  });

  it('only the claimant confirms; a right code marks it Returned and notifies', async () => {
    const id = await claimed();
    const { otp } = (await generate(id, keeper)).json();
    for (const u of [poster, keeper, stranger, admin]) {
      const res = await verify(id, u, otp);
      expect(res.statusCode).toBe(403);
    }
    const ok = await verify(id, claimant, otp);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().item).toMatchObject({ status: 'Returned', claimedById: claimant.id });
    const row = await t.app.ctx.db
      .selectFrom('items')
      .select('returned_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.returned_at).toBeTruthy();
    const codes = await t.app.ctx.db
      .selectFrom('handover_codes')
      .select('item_id')
      .where('item_id', '=', id)
      .execute();
    expect(codes).toEqual([]);
    for (const u of [poster, keeper]) {
      const n = await t.app.ctx.db
        .selectFrom('notifications')
        .select('message')
        .where('user_id', '=', u.id)
        .where('item_id', '=', id)
        .execute();
      expect(n.some((x) => x.message.includes('Returned'))).toBe(true);
    }
    // The code is single-use and the item is no longer waiting.
    expect((await verify(id, claimant, otp)).statusCode).toBe(409);
  });

  it('answers a wrong code with 400 and locks the code after five wrong tries', async () => {
    const id = await claimed();
    const { otp } = (await generate(id, poster)).json();
    for (let i = 0; i < 5; i++) {
      const res = await verify(id, claimant, wrong(otp));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid or expired OTP.');
    }
    const locked = await verify(id, claimant, otp);
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe('Too many wrong attempts. Generate a new code.');
    // A fresh code works again.
    const next = (await generate(id, poster)).json().otp;
    expect((await verify(id, claimant, next)).statusCode).toBe(200);
  });

  it('refuses an expired code and a missing one', async () => {
    const id = await claimed();
    expect((await verify(id, claimant, '123456')).json().message).toBe('Invalid or expired OTP.');
    const { otp } = (await generate(id, poster)).json();
    await t.app.ctx.db
      .updateTable('handover_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('item_id', '=', id)
      .execute();
    const res = await verify(id, claimant, otp);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid or expired OTP.');
  });
});
