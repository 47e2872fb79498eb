import { backfillTerms } from './backfillTerms';
import { matchItem } from './matchItem';
import type { JobHandlers } from '../../jobs/kinds';
import type { AppContext } from '../../context';

/** The matching module's durable jobs (enqueued by the items module and by the backfill itself). */
export function matchingJobs(ctx: AppContext) {
  return {
    'match-item': ({ itemId }) => matchItem(ctx, itemId),
    'match-backfill': ({ after }) => backfillTerms(ctx, after),
  } satisfies Partial<JobHandlers>;
}
