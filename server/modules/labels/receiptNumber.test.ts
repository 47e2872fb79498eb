import { createTestApp, type TestApp } from '../../test/testApp';
import {
  auth,
  createCategory,
  createItem,
  createUser,
  multipart,
  postItemAction,
  sendItemForm,
  type TestUser,
} from '../../test/fixtures';
import { pdfText } from '../../test/pdfText';
import { campusDateTimeNamed } from '../../lib/campusTime';

jest.setTimeout(60_000);

/** docs/product.md#counter-hand-over: a receipt carries its number and campus-local times. */
describe('hand-over receipts: number and campus-local time', () => {
  let t: TestApp;
  let poster: TestUser;
  let claimant: TestUser;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    poster = await createUser(t, { name: 'Pat Poster' });
    claimant = await createUser(t, { name: 'Cleo Claimant' });
    categoryId = (await createCategory(t, { name: 'Wallets' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const handOver = async (id: string) => {
    expect((await postItemAction(t, `${id}/claim`, claimant)).statusCode).toBe(200);
    const code = await postItemAction(t, `${id}/generate-otp`, poster);
    expect(code.statusCode).toBe(200);
    const done = await postItemAction(t, `${id}/verify-otp`, claimant, { otp: code.json().otp });
    expect(done.statusCode).toBe(200);
    return done.json().item as { reference: string; returnedAt: string };
  };
  const receiptText = async (id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/items/${id}/receipt`,
      headers: auth(claimant),
    });
    expect(res.statusCode).toBe(200);
    return pdfText(res.rawPayload);
  };

  it('numbers each hand-over of an item, the same number every time it is printed', async () => {
    const id = await createItem(t, { postedBy: poster.id, categoryId, status: 'Found' });
    const first = await handOver(id);
    const text = await receiptText(id);
    expect(text).toContain('Receipt number');
    expect(text).toContain(`${first.reference}-R1`);
    // Campus-local time, naming the zone (no zone is set in the campus settings: UTC).
    expect(text).toContain(campusDateTimeNamed(first.returnedAt));
    expect(campusDateTimeNamed(first.returnedAt)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    expect(await receiptText(id)).toContain(`${first.reference}-R1`);

    // Re-opened and handed over again: the second hand-over's receipt is R2.
    const reopen = multipart({
      title: 'Black umbrella',
      description: 'Folding umbrella with a wooden handle.',
      category: 'Wallets',
      location: 'Main library',
      status: 'Found',
    });
    expect((await sendItemForm(t, poster, reopen, 'PUT', `/api/v1/items/${id}`)).statusCode).toBe(
      200,
    );
    await handOver(id);
    const again = await receiptText(id);
    expect(again).toContain(`${first.reference}-R2`);
    expect(again).not.toContain(`${first.reference}-R1`);
  });
});
