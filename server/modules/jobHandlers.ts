import { accountMailJobs } from './auth';
import { importJobs } from './imports';
import { photoJobLimits, photoJobs } from './items';
import { matchingJobs } from './matching';
import { notificationJobLimits, notificationJobs } from './notifications';
import { retentionJobs } from './retention';
import { savedSearchJobs } from './savedSearches';
import type { JobHandlers } from '../jobs/kinds';
import type { AppContext } from '../context';

/**
 * The code of every durable job kind (server/jobs/kinds.ts), by kind: a plain map, each handler
 * its module's. Typed as `JobHandlers`, so a kind without a handler fails to compile. No handler
 * is wrapped here: a job that leads to another queues it where its write happens
 * (docs/architecture.md#durable-jobs).
 */
export function allJobHandlers(ctx: AppContext): JobHandlers {
  return {
    ...matchingJobs(ctx),
    ...savedSearchJobs(ctx),
    ...notificationJobs(ctx),
    ...retentionJobs(ctx),
    ...accountMailJobs(ctx),
    ...photoJobs(ctx),
    ...importJobs(ctx),
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
