import { enqueue } from '../../jobs/enqueue';
import { recordItemEvent } from '../itemHistory';
import { reportsOfOwnerMatchedTo } from '../matching';
import { notify } from '../notifications';
import { CLOSED_WORDS, FOUND_SIDE_WORDS } from './closeLostReport';
import { closeIfOpen, openReportsOf } from './closeRepository';
import { tellFinderOnReturn } from './intake/finderNotice';
import { formatReference } from './reference';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { ItemRow } from '../../db/types';

export type ClosedReport = { id: string; reference: string; title: string };

/**
 * In the hand-over's transaction (docs/product.md#closing-a-lost-report): the Found item just
 * Returned to `claimantId` closes each of their open Lost reports it answers (paired by matching
 * and not marked "Not mine", or named by "I found this"), as `returned-with`, both histories
 * linking each other. Their other open reports are left for them to close (the client asks).
 * A walk-in finder who asked to be told hears, once, that it went home
 * (docs/product.md#walk-in-intake): every hand-over passes here.
 */
export async function closeReportsOnHandOver(
  trx: Db,
  found: Pick<ItemRow, 'id' | 'found_for_id' | 'ref_no' | 'created_at'>,
  claimantId: string,
  now: string,
): Promise<ClosedReport[]> {
  await tellFinderOnReturn(trx, found.id, now);
  const ids = new Set(await reportsOfOwnerMatchedTo(trx, found.id, claimantId));
  if (found.found_for_id) ids.add(found.found_for_id);
  ids.delete(found.id);
  const closed: ClosedReport[] = [];
  for (const report of await openReportsOf(trx, claimantId, [...ids])) {
    const change = { reason: 'returned-with' as const, note: null, withId: found.id, now };
    if (!(await closeIfOpen(trx, report.id, change))) continue;
    await recordItemEvent(trx, {
      itemId: report.id,
      actorId: claimantId,
      action: 'report-closed',
      details: CLOSED_WORDS['returned-with'],
      linkItemId: found.id,
    });
    await recordItemEvent(trx, {
      itemId: found.id,
      actorId: claimantId,
      action: 'report-closed',
      details: FOUND_SIDE_WORDS,
      linkItemId: report.id,
    });
    await enqueue(trx, 'match-item', { itemId: report.id });
    closed.push({
      id: report.id,
      reference: formatReference(report.ref_no, report.created_at),
      title: report.title,
    });
  }
  return closed;
}

/** After the commit: the owner reads which report closed and with which item. */
export async function noticeClosedReports(
  ctx: AppContext,
  ownerId: string,
  found: Pick<ItemRow, 'ref_no' | 'created_at'>,
  closed: ClosedReport[],
): Promise<void> {
  const foundRef = formatReference(found.ref_no, found.created_at);
  for (const report of closed) {
    await notify(ctx, {
      userId: ownerId,
      message: `Your lost report ${report.reference} is closed: you got it back with ${foundRef}.`,
      type: 'item',
      itemId: report.id,
    });
  }
  if (closed.length) ctx.worker.wake();
}
