import { enqueue } from '../../jobs/enqueue';
import {
  deleteItemImage,
  ImageNotStored,
  storeItemImage,
  thumbKeyOf,
  type ProcessedImage,
} from '../../storage/itemImages';
import type { JobHandlers } from '../../jobs/kinds';
import type { AppContext } from '../../context';

type Ctx = Pick<AppContext, 'db' | 'storage' | 'log'>;

/** The first retry of deletes the store refused: soon, but not while it is surely still down. */
const RETRY_IN_MS = 5_000;

/**
 * Stores an item's photo (both renditions) and returns its key. When the store fails, whatever
 * may have landed is queued for deletion and the store's error (a 503 in an outage) is thrown:
 * no photo is left without its item (docs/deploy.md#when-something-fails).
 */
export async function storePhoto(ctx: Ctx, itemId: string, processed: ProcessedImage) {
  try {
    return await storeItemImage(ctx.storage, itemId, processed);
  } catch (err) {
    if (!(err instanceof ImageNotStored)) throw err;
    await deleteLater(ctx, err.keys);
    throw err.cause;
  }
}

/** Deletes a photo no row points at any more; what the store refuses now goes in a job. */
export async function discardPhoto(ctx: Ctx, imageKey: string | null): Promise<void> {
  await discardPhotos(ctx, [imageKey]);
}

/**
 * Deletes several photos (an erasure) with one job for the rest: after the first photo the store
 * refuses, the others are not tried now, so an outage does not hold the request up per photo.
 */
export async function discardPhotos(ctx: Ctx, imageKeys: Array<string | null>): Promise<void> {
  const left: string[] = [];
  for (const key of imageKeys) {
    if (!key) continue;
    if (left.length) left.push(key, thumbKeyOf(key));
    else left.push(...(await deleteItemImage(ctx.storage, key)));
  }
  await deleteLater(ctx, left);
}

/**
 * A durable job deletes the keys once the store answers again, surviving restarts
 * (docs/architecture.md#durable-jobs). Delayed, so no worker wake-up: the worker finds it when
 * due. Queued outside any transaction: the write it follows has committed or rolled back.
 */
async function deleteLater(ctx: Ctx, keys: string[]): Promise<void> {
  if (!keys.length) return;
  try {
    await enqueue(ctx.db, 'delete-photos', { keys }, { runAt: new Date(Date.now() + RETRY_IN_MS) });
    ctx.log.warn({ keys: keys.length }, 'photo store refused deletes: queued as a job');
  } catch (err) {
    // The database is down too: nothing can remember them; name them for the operator.
    ctx.log.error({ err, keys }, 'photo deletes could not be queued; objects left in the store');
  }
}

/** The job: every key again (deleting a missing one succeeds); a refusal retries it all. */
export function photoJobs(ctx: Pick<AppContext, 'storage'>) {
  return {
    'delete-photos': async ({ keys }) => {
      for (const key of keys) await ctx.storage.delete(key);
    },
  } satisfies Partial<JobHandlers>;
}

/**
 * Like mail's (docs/architecture.md#durable-jobs): a store outage of hours only delays the
 * deletes (30 runs, 10 minutes apart at most, about 4 hours) before they are dropped and logged.
 */
export const photoJobLimits = {
  'delete-photos': { maxAttempts: 30, retryBaseMs: 10_000, retryMaxMs: 10 * 60_000 },
};
