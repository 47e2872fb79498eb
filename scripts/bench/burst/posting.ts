import { performance } from 'node:perf_hooks';
import sharp from 'sharp';

/** What a request of the burst or the soak answered, and how long it took. */
export type Answer = { status: number; ms: number };

/** A phone-sized JPEG (2000 × 1500, noisy, about 1 MB): the server re-encodes it twice. */
export function photo(seed: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 2000,
      height: 1500,
      channels: 3,
      background: { r: 40 + (seed % 180), g: 90, b: 140 },
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Times one request; a network failure is status 0. */
export async function timed(send: () => Promise<Response>): Promise<Answer> {
  const start = performance.now();
  try {
    const res = await send();
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - start };
  } catch {
    return { status: 0, ms: performance.now() - start };
  }
}

export type ItemFields = {
  title: string;
  description: string;
  category: string;
  status: 'Lost' | 'Found';
  location: string;
};

/** POST /api/v1/items as multipart, with a photo when given. */
export function postItem(url: string, token: string, fields: ItemFields, image?: Buffer) {
  return timed(() => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    if (image)
      form.set('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg');
    return fetch(`${url}/api/v1/items`, {
      method: 'POST',
      headers: { authorization: token },
      body: form,
    });
  });
}

/** POST /api/v1/labels: one A4 sheet (keepers and admins). */
export function printSheet(url: string, token: string, itemIds: string[]) {
  return timed(() =>
    fetch(`${url}/api/v1/labels`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ itemIds }),
    }),
  );
}
