import { enqueue } from '../../jobs/enqueue';
import { matchTerms } from './matchTerms';
import { matchableItemsAfter } from './matchRepository';
import { addTerms, termRow } from './termsRepository';
import type { AppContext } from '../../context';

/** Items indexed per run: a run is short, so posts queued meanwhile are matched without delay. */
export const BACKFILL_BATCH = 500;

/**
 * The `match-backfill` job (docs/product.md#matching): the items that existed before matching
 * get their terms, a batch per run, so that a new post finds them. It scores nothing and alerts
 * nobody: pairs among old items were never news to anyone, and a first start must not send a
 * flood of alerts. Each run queues the next batch in the transaction that stores this one.
 */
export async function backfillTerms(ctx: AppContext, after: string): Promise<void> {
  const items = await matchableItemsAfter(ctx.db, after, BACKFILL_BATCH);
  if (items.length === 0) return;
  const rows = items.flatMap((item) =>
    [...new Set(matchTerms(item))].map((term) => termRow(item, term)),
  );
  await ctx.db.transaction().execute(async (trx) => {
    await addTerms(trx, rows);
    if (items.length === BACKFILL_BATCH) {
      await enqueue(trx, 'match-backfill', { after: items[items.length - 1].id });
    }
  });
  ctx.worker.wake();
}
