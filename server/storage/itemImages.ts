import { randomBytes } from 'node:crypto';
import { imageQueue } from './imageQueue';
import { decodeOnRunner } from './photoRunner';
import type { ProcessedImage } from './photoDecode';
import type { ImageStore } from './imageStore';

export { MAX_INPUT_PIXELS, type ProcessedImage } from './photoDecode';

/**
 * An upload's two WebP renditions (photoDecode.ts), one photo at a time for the whole process
 * (imageQueue), decoded where photoRunner.ts says: in a child process at background priority
 * on a server, in this process in the tests.
 */
export function processItemImage(input: Buffer): Promise<ProcessedImage> {
  return imageQueue.run(() => decodeOnRunner(input));
}

export const thumbKeyOf = (imageKey: string): string => imageKey.replace(/\.webp$/, '-thumb.webp');

/**
 * A photo that could not be stored: `keys` may have landed all the same (a put that timed out,
 * a display rendition without its thumbnail) and must be deleted once the store answers again;
 * `cause` is the store's error (a 503 during an outage). This layer knows no job queue: the
 * caller decides how the leftovers go (server/modules/items/photoCleanup.ts).
 */
export class ImageNotStored extends Error {
  constructor(
    readonly keys: string[],
    override readonly cause: unknown,
  ) {
    super('the photo could not be stored', { cause });
    this.name = 'ImageNotStored';
  }
}

/**
 * Writes both renditions under items/<itemId>/; returns the display key (stored on the item).
 * Call it before the item row is written, so no row ever points at a missing photo. A failed
 * put throws ImageNotStored.
 */
export async function storeItemImage(
  store: ImageStore,
  itemId: string,
  image: Pick<ProcessedImage, 'display' | 'thumb'>,
): Promise<string> {
  const key = `items/${itemId}/${randomBytes(8).toString('hex')}.webp`;
  try {
    await store.put(key, image.display, 'image/webp');
    await store.put(thumbKeyOf(key), image.thumb, 'image/webp');
  } catch (err) {
    // Both may be there; they are not deleted now: while the store is down, trying would only
    // delay the 503.
    throw new ImageNotStored([key, thumbKeyOf(key)], err);
  }
  return key;
}

/**
 * Deletes both renditions. Never throws: returns the keys the store did not delete (an
 * outage), for the caller to delete later.
 */
export async function deleteItemImage(
  store: ImageStore,
  imageKey: string | null,
): Promise<string[]> {
  if (!imageKey) return [];
  const failed: string[] = [];
  await Promise.all(
    [imageKey, thumbKeyOf(imageKey)].map((key) =>
      store.delete(key).catch(() => {
        failed.push(key);
      }),
    ),
  );
  return failed;
}
