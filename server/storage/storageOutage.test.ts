import http from 'node:http';
import net from 'node:net';
import { deleteItemImage, ImageNotStored, storeItemImage, thumbKeyOf } from './itemImages';
import { createS3ImageStore } from './s3ImageStore';
import { isStorageUnavailable, storageFault } from './storageUnavailable';
import type { ImageStore } from './imageStore';

/**
 * The photo store when it fails (docs/deploy.md#photos-in-object-storage-s3): an outage is a 503
 * with Retry-After, a refusal by S3 itself stays an error, and this layer tells its caller which
 * objects it could not delete (or may have left behind), for a durable job to delete once the store
 * is back (server/modules/items/photoCleanup.ts). The fault suite (server/test/faults/s3.faults.test.ts) stops a real
 * bucket under traffic; these are the cases it cannot stage.
 */

const servers: Array<http.Server | net.Server> = [];
afterAll(() => {
  for (const server of servers) server.close();
});

async function listen(server: http.Server | net.Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}

const s3At = (endpoint: string, timeouts?: { connectionTimeout: number; requestTimeout: number }) =>
  createS3ImageStore(
    {
      endpoint,
      bucket: 'photos',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: `${endpoint}/photos`,
    },
    timeouts,
  );

/** An S3 that answers every request with `status` and an S3 error document. */
const answering = (status: number, code: string) =>
  listen(
    http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(status, { 'content-type': 'application/xml' });
        res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
      });
    }),
  );

/** What `p` rejected with (undefined when it resolved). */
const failure = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (err: unknown) => err,
  );

describe('the s3 image store when S3 fails', () => {
  const put = (store: ImageStore) => store.put('items/x/a.webp', Buffer.from('x'), 'image/webp');

  it('answers 503 SERVICE_UNAVAILABLE when nothing listens', async () => {
    const closed = await listen(net.createServer());
    servers.pop()!.close();
    const store = s3At(closed);
    const err = await failure(put(store));
    expect(err).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(isStorageUnavailable(err)).toBe(true);
    expect(isStorageUnavailable(await failure(store.has('items/x/a.webp')))).toBe(true);
    expect(isStorageUnavailable(await failure(store.delete('items/x/a.webp')))).toBe(true);
  });

  it('answers 503 when S3 answers 503 (SlowDown) or 500', async () => {
    const slowDown = s3At(await answering(503, 'SlowDown'));
    expect(isStorageUnavailable(await failure(put(slowDown)))).toBe(true);
    const broken = s3At(await answering(500, 'InternalError'));
    expect(isStorageUnavailable(await failure(put(broken)))).toBe(true);
  });

  it('answers 503 when S3 accepts the connection and never answers', async () => {
    const silent = await listen(net.createServer(() => undefined));
    const store = s3At(silent, { connectionTimeout: 200, requestTimeout: 300 });
    expect(isStorageUnavailable(await failure(put(store)))).toBe(true);
  });

  it('keeps a refusal by S3 itself (access denied) an error, not an outage', async () => {
    const err = await failure(put(s3At(await answering(403, 'AccessDenied'))));
    expect(err).toBeInstanceOf(Error);
    expect(isStorageUnavailable(err)).toBe(false);
  });
});

/** A store in memory that refuses everything while `down`, and thumbnails while `thumbsDown`. */
function flakyStore() {
  const objects = new Map<string, Buffer>();
  const state = { down: false, thumbsDown: false };
  const refuse = () => {
    if (state.down) throw storageFault(new Error('down'));
  };
  const store: ImageStore = {
    async put(key, data) {
      refuse();
      if (state.thumbsDown && key.endsWith('-thumb.webp')) throw storageFault(new Error('down'));
      objects.set(key, data);
    },
    async get(key) {
      refuse();
      return objects.get(key);
    },
    async has(key) {
      refuse();
      return objects.has(key);
    },
    async delete(key) {
      refuse();
      objects.delete(key);
    },
    url: (key) => `/uploads/${key}`,
    async check() {
      refuse();
    },
  };
  return { store, objects, state };
}

describe('photos during an outage', () => {
  const image = { display: Buffer.from('display'), thumb: Buffer.from('thumb') };

  it('never throws on delete: it returns the keys the store refused', async () => {
    const { store, objects, state } = flakyStore();
    const key = await storeItemImage(store, 'item1', image);
    state.down = true;
    expect((await deleteItemImage(store, key)).sort()).toEqual([key, thumbKeyOf(key)].sort());
    expect(objects.size).toBe(2);
    state.down = false;
    expect(await deleteItemImage(store, key)).toEqual([]);
    expect(objects.size).toBe(0);
    expect(await deleteItemImage(store, null)).toEqual([]);
  });

  it('names what a failed store may have left: a display rendition without its thumbnail', async () => {
    const { store, objects, state } = flakyStore();
    state.thumbsDown = true;
    const err = await failure(storeItemImage(store, 'item2', image));
    expect(err).toBeInstanceOf(ImageNotStored);
    const { keys, cause } = err as ImageNotStored;
    // The store's own error, for the request to answer (503).
    expect(isStorageUnavailable(cause)).toBe(true);
    const [key] = [...objects.keys()];
    expect(keys.sort()).toEqual([key, thumbKeyOf(key)].sort());
  });
});
