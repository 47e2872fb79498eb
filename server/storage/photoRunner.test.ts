import fs from 'node:fs';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../test/testApp';
import { auth, createCategory, createUser, multipart, type TestUser } from '../test/fixtures';
import { BACKGROUND_NICE } from '../lib/backgroundPriority';
import { photoProcessPids } from './photoRunner';

/** The nice value of every thread of a process, from /proc (Linux). */
function niceOfThreads(pid: number): number[] {
  return fs.readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis; nice is field 19 (index 16 here).
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

/**
 * PHOTO_RUNNER=process (the default on a server; the other tests decode in their own process):
 * uploads are decoded in a child process whose every thread runs at background priority, with the
 * same answers as in-process decoding, and a photo process that dies is replaced.
 */
describe('photos decoded in a background-priority process', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ PHOTO_RUNNER: 'process' });
    user = await createUser(t);
    await createCategory(t, { name: 'Electronics' });
  });
  afterAll(() => t.close());

  const post = (data: Buffer, filename = 'photo.png') => {
    const fields = {
      title: 'Silver watch',
      description: 'Casio with a metal strap',
      category: 'Electronics',
      status: 'Found',
      location: 'Gym lockers',
    };
    const m = multipart(fields, { filename, contentType: 'image/png', data });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/items',
      payload: m.payload,
      headers: { ...m.headers, ...auth(user) },
    });
  };
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();

  it('stores both renditions, decoded by a child process at nice 19', async () => {
    const res = await post(await png(2400, 1200));
    expect(res.statusCode).toBe(201);
    const { item } = res.json();
    const shown = await t.app.inject({ method: 'GET', url: item.image });
    expect(shown.statusCode).toBe(200);
    expect(await sharp(shown.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600 });

    const [pid] = photoProcessPids();
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    if (process.platform === 'linux') {
      expect(new Set(niceOfThreads(pid!))).toEqual(new Set([BACKGROUND_NICE]));
    }
  });

  it('answers a bad file with the same 415 as in-process decoding', async () => {
    const res = await post(Buffer.from('<!doctype html><p>hi</p>'), 'cat.png');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only JPEG, PNG, WebP, GIF, HEIC or AVIF images are allowed.',
    });
  });

  it('replaces a photo process that was killed', async () => {
    const [pid] = photoProcessPids();
    process.kill(pid!, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const res = await post(await png(300, 200));
    expect(res.statusCode).toBe(201);
    expect(photoProcessPids()[0]).not.toBe(pid);
  });
});
