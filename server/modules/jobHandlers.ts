import { accountMailJobs } from './auth';
import { photoJobLimits, photoJobs } from './items';
import { matchingJobs } from './matching';
import { notificationJobLimits, notificationJobs } from './notifications';
import { queueDisposalWarnings, retentionJobs } from './retention';
import { queueSavedSearchCheck, savedSearchJobs } from './savedSearches';
import type { JobHandlers } from '../jobs/kinds';
import type { AppContext } from '../context';

/**
 * The code of every durable job kind (server/jobs/kinds.ts), by kind. Typed as `JobHandlers`, so
 * a kind without a handler fails to compile.
 */
export function allJobHandlers(ctx: AppContext): JobHandlers {
  const matching = matchingJobs(ctx);
  const notifications = notificationJobs(ctx);
  return {
    ...matching,
    // Saved searches check the posts and edits matching looks at (docs/product.md#saved-searches):
    // the match job queues their check, in a job of its own.
    'match-item': async (payload) => {
      await queueSavedSearchCheck(ctx, payload.itemId);
      await matching['match-item'](payload);
    },
    ...savedSearchJobs(ctx),
    ...notifications,
    // The daily digest, due once a day across instances, also queues that day's disposal
    // warnings (docs/product.md#retention), a job of its own.
    'email-digest': async (payload) => {
      await queueDisposalWarnings(ctx, payload.at.slice(0, 10));
      await notifications['email-digest'](payload);
    },
    ...retentionJobs(ctx),
    ...accountMailJobs(ctx),
    ...photoJobs(ctx),
  };
}

/**
 * Kinds whose retry limits differ from the worker's defaults: every mail kind outlasts an SMTP
 * outage the same way, and photo deletes a store outage (docs/architecture.md#durable-jobs).
 */
export const jobKindLimits = (config: AppContext['config']) => {
  const mail = notificationJobLimits(config);
  return { ...mail, 'account-mail': mail['send-mail'], ...photoJobLimits };
};
