import { matchingJobs } from './matching';
import { notificationJobLimits, notificationJobs } from './notifications';
import { queueSavedSearchCheck, savedSearchJobs } from './savedSearches';
import type { JobHandlers } from '../jobs/kinds';
import type { AppContext } from '../context';

/**
 * The code of every durable job kind (server/jobs/kinds.ts), by kind. Typed as `JobHandlers`, so
 * a kind without a handler fails to compile.
 */
export function allJobHandlers(ctx: AppContext): JobHandlers {
  const matching = matchingJobs(ctx);
  return {
    ...matching,
    // Saved searches check the posts and edits matching looks at (docs/product.md#saved-searches):
    // the match job queues their check, in a job of its own.
    'match-item': async (payload) => {
      await queueSavedSearchCheck(ctx, payload.itemId);
      await matching['match-item'](payload);
    },
    ...savedSearchJobs(ctx),
    ...notificationJobs(ctx),
  };
}

/** Kinds whose retry limits differ from the worker's defaults (mail outlasts an SMTP outage). */
export const jobKindLimits = (config: AppContext['config']) => ({
  ...notificationJobLimits(config),
});
