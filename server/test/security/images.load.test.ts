import sharp from 'sharp';
import { hashPassword } from '../../lib/secrets';
import { imageQueue, WorkQueue } from '../../storage/imageQueue';
import { MAX_INPUT_PIXELS } from '../../storage/itemImages';
import { countItems, storedFiles } from '../uploads';
import { createTestApp, type TestApp } from '../testApp';
import { auth, createCategory, createUser, multipart, type TestUser } from '../fixtures';
import { bytes, errorShape } from './inputHttp';

/**
 * Item 12: large legal photos cannot saturate the server. The pixel fence is 24 MP; photos are
 * decoded one at a time through a bounded queue, so password hashing (which shares libuv's
 * thread pool with sharp) stays responsive. Assertions are on order, never on durations.
 */
const fields = {
  title: 'Camera',
  description: 'Mirrorless, black',
  category: 'Electronics',
  status: 'Found',
  location: 'Auditorium',
};

/** A flat PNG: small on the wire, but every pixel must be decoded. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

describe('security: large photos do not saturate the server', () => {
  let t: TestApp;
  let base: string;
  let user: TestUser;
  const password = 'correct horse battery';

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'off' });
    base = await t.listen();
    user = await createUser(t);
    await t.app.ctx.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', user.id)
      .execute();
    await createCategory(t, { name: 'Electronics' });
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (image: Buffer) => {
    const m = multipart(fields, { filename: 'photo.png', contentType: 'image/png', data: image });
    return fetch(`${base}/api/v1/items`, {
      method: 'POST',
      body: bytes(m.payload),
      headers: { ...m.headers, ...auth(user) },
    });
  };
  const itemCount = () => countItems(t.app.ctx.db);

  it('refuses a 25-megapixel photo with 413 and stores nothing', async () => {
    expect(MAX_INPUT_PIXELS).toBeLessThan(25_000_000);
    const before = await itemCount();
    const res = await upload(await png(5000, 5000));
    expect(res.status).toBe(413);
    const error = errorShape(await res.text());
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.message).toMatch(/24 megapixels/);
    expect(await itemCount()).toBe(before);
    expect(storedFiles(t.config.dataDir)).toEqual([]);
  });

  it('a login answers while 8 parallel 24-megapixel uploads are processed', async () => {
    const photo = await png(5990, 4000); // 23.96 MP: legal
    const finished: string[] = [];
    const uploads = Array.from({ length: 8 }, (_, i) =>
      upload(photo).then(async (res) => {
        finished.push(`upload ${i}`);
        return { status: res.status, body: await res.text() };
      }),
    );
    // Start the login once the server holds all 8 photos (or has already finished them).
    const inQueue = () => imageQueue.stats.running + imageQueue.stats.waiting;
    while (inQueue() < 8 && finished.length < 8) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const heldAtLogin = inQueue();
    const login = fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password }),
    }).then((res) => {
      finished.push('login');
      return res.status;
    });
    // Meanwhile, sample how many photos are decoded at once.
    let peakRunning = 0;
    const all = Promise.all(uploads);
    let settled = false;
    void all.finally(() => (settled = true));
    while (!settled) {
      peakRunning = Math.max(peakRunning, imageQueue.stats.running);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const [loginStatus, results] = await Promise.all([login, all]);

    expect(loginStatus).toBe(200);
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(heldAtLogin).toBe(8);
    expect(peakRunning).toBe(imageQueue.concurrency);
    // The login did not wait behind the photo work that arrived before it: it answered before
    // at least half of the uploads (with one photo decoded at a time, usually before all).
    expect(finished.indexOf('login')).toBeLessThanOrEqual(4);
  });

  it('the queue refuses work beyond its bound with 429, and never runs more than its width', async () => {
    const queue = new WorkQueue(2, 3);
    let running = 0;
    let peak = 0;
    const release: Array<() => void> = [];
    const job = () =>
      queue.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => release.push(resolve));
        running -= 1;
        return 'done';
      });
    const accepted = Array.from({ length: 5 }, job);
    await expect(job()).rejects.toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(queue.stats).toEqual({ running: 2, waiting: 3 });
    // Each finished job hands its slot to the next waiting one.
    while (release.length > 0 || queue.stats.running > 0) {
      release.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(accepted)).toEqual(Array(5).fill('done'));
    expect(peak).toBe(2);
    expect(queue.stats).toEqual({ running: 0, waiting: 0 });
  });
});
