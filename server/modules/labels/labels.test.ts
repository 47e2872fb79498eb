import { threadId as mainThreadId } from 'node:worker_threads';
import { ThreadPoolFull } from '../../lib/threadPool';
import { createTestApp, type TestApp } from '../../test/testApp';
import { auth, createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';
import { pdfPages, pdfQrCodes } from '../../test/pdfImages';
import { labelPoolOf } from './labelPool';

jest.setTimeout(60_000);

const PUBLIC_URL = 'https://lostfound.campus.test';
const mmToPt = (mm: number) => (mm * 72) / 25.4;

describe('labels: one item label and a sheet (docs/product.md#labels)', () => {
  let t: TestApp;
  let poster: TestUser;
  let other: TestUser;
  let keeper: TestUser;
  let admin: TestUser;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    poster = await createUser(t, { name: 'Pat Poster' });
    other = await createUser(t, { name: 'Otto Other' });
    keeper = await createUser(t, { role: 'keeper', name: 'Kim Keeper' });
    admin = await createUser(t, { role: 'admin' });
    categoryId = (await createCategory(t, { name: 'Electronics' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const found = (opts: { title?: string; isActive?: boolean } = {}) =>
    createItem(t, { postedBy: poster.id, categoryId, status: 'Found', ...opts });
  const label = (id: string, user?: TestUser) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/items/${id}/label`,
      headers: user ? auth(user) : {},
    });
  const sheet = (itemIds: unknown, user?: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/labels',
      headers: user ? auth(user) : {},
      payload: { itemIds },
    });
  const referenceOf = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/items/${id}` })).json().item.reference;

  it('gives the poster a label-sized PDF whose QR code opens the item', async () => {
    const id = await found({ title: 'Blue phone' });
    const res = await label(id, poster);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const reference = await referenceOf(id);
    expect(reference).toMatch(/^LF-\d{4}-\d{5}$/);
    expect(res.headers['content-disposition']).toBe(`inline; filename="label-${reference}.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const pages = pdfPages(pdf);
    expect(pages.count).toBe(1);
    expect(pages.size[0]).toBeCloseTo(mmToPt(100), 1);
    expect(pages.size[1]).toBeCloseTo(mmToPt(60), 1);
    expect(pdfQrCodes(pdf)).toEqual([`${PUBLIC_URL}/items/${id}`]);
  });

  it('gives it to any keeper and to admins too', async () => {
    const id = await found();
    for (const user of [keeper, admin]) {
      const res = await label(id, user);
      expect(res.statusCode).toBe(200);
      expect(pdfQrCodes(res.rawPayload)).toEqual([`${PUBLIC_URL}/items/${id}`]);
    }
  });

  it('refuses visitors, other users, unknown items, and inactive ones but to admins', async () => {
    const id = await found();
    expect((await label(id)).statusCode).toBe(401);
    const refused = await label(id, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await label('0123456789abcdef01234567', keeper)).statusCode).toBe(404);
    const inactive = await found({ isActive: false });
    expect((await label(inactive, poster)).statusCode).toBe(404);
    expect((await label(inactive, keeper)).statusCode).toBe(404);
    expect((await label(inactive, admin)).statusCode).toBe(200);
  });

  it('prints titles Helvetica cannot draw, and very long ones, on one page', async () => {
    const odd = await found({ title: 'Телефон 東京 😀 Zażółć gęślą jaźń' });
    const oddRes = await label(odd, poster);
    expect(oddRes.statusCode).toBe(200);
    expect(pdfQrCodes(oddRes.rawPayload)).toEqual([`${PUBLIC_URL}/items/${odd}`]);
    const long = await found({ title: `${'Very long title '.repeat(12)}${'x'.repeat(60)}` });
    const longRes = await label(long, poster);
    expect(longRes.statusCode).toBe(200);
    expect(pdfPages(longRes.rawPayload).count).toBe(1);
  });

  it('prints a keeper one A4 sheet with one QR code per item, each to its own item', async () => {
    const ids = [await found({ title: 'Keys' }), await found({ title: 'Wallet' }), await found()];
    const res = await sheet(ids, keeper);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^inline; filename="labels-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const pages = pdfPages(res.rawPayload);
    expect(pages.count).toBe(1);
    expect(pages.size[0]).toBeCloseTo(mmToPt(210), 0);
    expect(pages.size[1]).toBeCloseTo(mmToPt(297), 0);
    expect(pdfQrCodes(res.rawPayload)).toEqual(ids.map((id) => `${PUBLIC_URL}/items/${id}`));
  });

  it('fits a full sheet of 24 labels on one page, for admins too', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) ids.push(await found({ title: `Item number ${i + 1}` }));
    const res = await sheet(ids, admin);
    expect(res.statusCode).toBe(200);
    expect(pdfPages(res.rawPayload).count).toBe(1);
    expect(pdfQrCodes(res.rawPayload)).toEqual(ids.map((id) => `${PUBLIC_URL}/items/${id}`));
  });

  it('refuses sheets to visitors and users, and bad or unknown id lists', async () => {
    const id = await found();
    expect((await sheet([id])).statusCode).toBe(401);
    expect((await sheet([id], poster)).statusCode).toBe(403);
    const unknown = 'ffffffffffffffffffffffff';
    const missing = await sheet([id, unknown], keeper);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain(unknown);
    const inactive = await found({ isActive: false });
    expect((await sheet([id, inactive], keeper)).statusCode).toBe(404);
    expect((await sheet([id, inactive], admin)).statusCode).toBe(200);
    expect((await sheet([id, id], keeper)).statusCode).toBe(400);
    expect((await sheet([], keeper)).statusCode).toBe(400);
    const tooMany = Array.from({ length: 25 }, (_, i) => `${i}`.padStart(24, '0'));
    expect((await sheet(tooMany, keeper)).statusCode).toBe(400);
  });

  it('limits sheets to 20 a minute per person: each PDF costs CPU', async () => {
    const busyKeeper = await createUser(t, { role: 'keeper', name: 'Bea Busy' });
    const id = await found();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await sheet([id], busyKeeper)).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
    // Another keeper keeps their own budget.
    expect((await sheet([id], keeper)).statusCode).toBe(200);
  });
  it('draws the PDFs on a label thread, not on the thread that answers requests', async () => {
    const pool = labelPoolOf(t.app.ctx);
    const done = pool.stats.done;
    const id = await found({ title: 'Red umbrella' });
    const res = await label(id, poster);
    expect(res.statusCode).toBe(200);
    expect(pdfQrCodes(res.rawPayload)).toEqual([`${PUBLIC_URL}/items/${id}`]);
    expect(pool.stats.done).toBe(done + 1);
    expect(pool.stats.threadIds.length).toBeGreaterThan(0);
    expect(pool.stats.threadIds).not.toContain(mainThreadId);
  });

  it('answers a sheet whose label thread died while drawing it, from a new thread', async () => {
    const pool = labelPoolOf(t.app.ctx);
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) ids.push(await found({ title: `Crash test ${i + 1}` }));
    const started = pool.stats.started;
    const answer = sheet(ids, admin);
    while (pool.stats.running === 0) await new Promise((resolve) => setImmediate(resolve));
    const dying = pool.workers[0]!;
    const dyingId = dying.threadId;
    await dying.terminate();
    const res = await answer;
    expect(res.statusCode).toBe(200);
    expect(pdfQrCodes(res.rawPayload)).toEqual(ids.map((id) => `${PUBLIC_URL}/items/${id}`));
    expect(pool.stats.started).toBe(started + 1);
    expect(pool.stats.threadIds).not.toContain(dyingId);
  });

  it('answers 429 with a short Retry-After when too many labels wait to be drawn', async () => {
    const pool = labelPoolOf(t.app.ctx);
    const id = await found();
    const run = jest.spyOn(pool, 'run').mockRejectedValueOnce(new ThreadPoolFull());
    try {
      const res = await label(id, keeper);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      run.mockRestore();
    }
    expect((await label(id, keeper)).statusCode).toBe(200);
  });
});
