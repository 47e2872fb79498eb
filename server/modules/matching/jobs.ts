import { backfillTerms } from './backfillTerms';
import { matchItem } from './matchItem';
import { sendMatchDigests } from './matchDigest';
import type { JobHandlers } from '../../jobs/kinds';
import type { AppContext } from '../../context';

/**
 * The matching module's durable jobs (enqueued by the items module, by the backfill itself and,
 * once a day, by the e-mail digest's schedule).
 */
export function matchingJobs(ctx: AppContext) {
  return {
    'match-item': ({ itemId }) => matchItem(ctx, itemId),
    'match-backfill': ({ after }) => backfillTerms(ctx, after),
    'match-digest': () => sendMatchDigests(ctx),
  } satisfies Partial<JobHandlers>;
}
