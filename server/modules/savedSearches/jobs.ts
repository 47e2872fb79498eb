import { enqueue } from '../../jobs/enqueue';
import { alertSavedSearches } from './alertSavedSearches';
import type { JobHandlers } from '../../jobs/kinds';
import type { AppContext } from '../../context';

/** The saved-searches module's durable job (server/modules/jobHandlers.ts). */
export function savedSearchJobs(ctx: AppContext) {
  return {
    'saved-search-alerts': ({ itemId }) => alertSavedSearches(ctx, itemId),
  } satisfies Partial<JobHandlers>;
}

/**
 * Queues the saved-search check of an item posted or edited: a job of its own, so a failing
 * check and a failing match retry apart. Queued twice (a retried caller), it alerts once all the
 * same (docs/product.md#saved-searches).
 */
export async function queueSavedSearchCheck(ctx: AppContext, itemId: string): Promise<void> {
  await enqueue(ctx.db, 'saved-search-alerts', { itemId });
  ctx.worker.wake();
}
