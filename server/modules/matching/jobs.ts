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
    // A bulk write's batch (an import's run), one item after another (docs/performance.md#importing).
    'match-items': async ({ itemIds }) => {
      for (const itemId of itemIds) await matchItem(ctx, itemId);
    },
    'match-backfill': ({ after }) => backfillTerms(ctx, after),
    'match-digest': () => sendMatchDigests(ctx),
  } satisfies Partial<JobHandlers>;
}
