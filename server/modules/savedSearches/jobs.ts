import { alertSavedSearches } from './alertSavedSearches';
import type { JobHandlers } from '../../jobs/kinds';
import type { AppContext } from '../../context';

/**
 * The saved-searches module's durable job (server/modules/jobHandlers.ts). It is queued next to
 * each `match-item`, in the transaction that posts, edits, re-activates or unclaims the item: a
 * job of its own, so a failing check and a failing match retry apart. Queued twice (a retried
 * caller), it alerts once all the same (docs/product.md#saved-searches).
 */
export function savedSearchJobs(ctx: AppContext) {
  return {
    'saved-search-alerts': ({ itemId }) => alertSavedSearches(ctx, itemId),
    // A bulk write's batch (an import's run), queued with its `match-items`.
    'saved-search-alerts-batch': async ({ itemIds }) => {
      for (const itemId of itemIds) await alertSavedSearches(ctx, itemId);
    },
  } satisfies Partial<JobHandlers>;
}
