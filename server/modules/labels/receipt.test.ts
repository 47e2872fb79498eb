import { latestOutboxMail } from '../../mail/mailer';
import { createTestApp, type TestApp } from '../../test/testApp';
import { auth, createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';

jest.setTimeout(60_000);

describe('hand-over receipts (docs/product.md#counter-hand-over)', () => {
  let t: TestApp;
  let poster: TestUser;
  let claimant: TestUser;
  let keeper: TestUser;
  let otherKeeper: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    poster = await createUser(t, { name: 'Pat Poster' });
    claimant = await createUser(t, { name: 'Cleo Claimant' });
    keeper = await createUser(t, { role: 'keeper', name: 'Kim Keeper' });
    otherKeeper = await createUser(t, { role: 'keeper' });
    stranger = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
    categoryId = (await createCategory(t, { name: 'Wallets' })).id;
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
      title: 'Brown wallet',
    });
  /** The real hand-over: the keeper makes the code, the claimant types it. */
  const handOver = async (id: string) => {
    const gen = await t.app.inject({
      method: 'POST',
      url: `/api/v1/items/${id}/generate-otp`,
      headers: auth(keeper),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/items/${id}/verify-otp`,
      headers: auth(claimant),
      payload: { otp: gen.json().otp },
    });
    expect(res.statusCode).toBe(200);
  };
  const receipt = (id: string, user?: TestUser) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/items/${id}/receipt`,
      headers: user ? auth(user) : {},
    });
  const emailReceipt = (id: string, user: TestUser) =>
    t.app.inject({ method: 'POST', url: `/api/v1/items/${id}/receipt/email`, headers: auth(user) });

  it('answers 409 before the hand-over', async () => {
    const id = await claimed();
    const res = await receipt(id, keeper);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The item has not been handed over yet.');
    expect((await emailReceipt(id, keeper)).statusCode).toBe(409);
  });

  it('gives the claimant, poster, keeper and admins the PDF, and refuses others', async () => {
    const id = await claimed();
    await handOver(id);
    for (const user of [claimant, poster, keeper, admin]) {
      const res = await receipt(id, user);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/filename="receipt-LF-\d{4}-\d{5}\.pdf"/);
      expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    }
    for (const user of [stranger, otherKeeper]) {
      expect((await receipt(id, user)).statusCode).toBe(403);
    }
    expect((await receipt(id)).statusCode).toBe(401);
    expect((await receipt('no-such-item', admin)).statusCode).toBe(404);
  });

  it('hides an inactive item from all but its poster and admins', async () => {
    const id = await claimed();
    await handOver(id);
    await t.app.ctx.db.updateTable('items').set({ is_active: 0 }).where('id', '=', id).execute();
    expect((await receipt(id, claimant)).statusCode).toBe(404);
    expect((await receipt(id, poster)).statusCode).toBe(200);
    expect((await receipt(id, admin)).statusCode).toBe(200);
  });

  it('e-mails the receipt with the PDF to the claimant and the keeper', async () => {
    const id = await claimed();
    await handOver(id);
    for (const user of [claimant, poster, otherKeeper]) {
      expect((await emailReceipt(id, user)).statusCode).toBe(403);
    }
    const res = await emailReceipt(id, keeper);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Receipt sent to both sides.' });
    await t.app.ctx.worker.idle();
    for (const user of [claimant, keeper]) {
      const mail = await latestOutboxMail(t.config.dataDir, user.email);
      expect(mail?.subject).toMatch(/^Hand-over receipt: Brown wallet \(LF-/);
      expect(mail?.text).toContain('by Kim Keeper to Cleo Claimant');
      const [file] = mail?.attachments ?? [];
      expect(file?.contentType).toBe('application/pdf');
      expect(Buffer.from(file!.base64, 'base64').subarray(0, 4).toString()).toBe('%PDF');
    }
    expect((await emailReceipt(id, admin)).statusCode).toBe(200);
  });
});
