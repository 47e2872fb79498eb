import { backfillTerms } from './backfillTerms';
import { matchItem, matchItems } from './matchItem';
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
    // A bulk write's batch (an import's run), its reads shared (docs/performance.md#importing).
    'match-items': ({ itemIds }) => matchItems(ctx, itemIds),
    'match-backfill': ({ after }) => backfillTerms(ctx, after),
    'match-digest': () => sendMatchDigests(ctx),
  } satisfies Partial<JobHandlers>;
}
