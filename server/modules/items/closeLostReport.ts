import { conflict, forbidden, validationError } from '../../errors';
import { enqueue } from '../../jobs/enqueue';
import { nowIso } from '../../lib/ids';
import { eventsOf, recordItemEvent } from '../itemHistory';
import { notify } from '../notifications';
import { closeIfOpen, type ClosedReason } from './closeRepository';
import { isAdmin, viewItem, visibleItem } from './itemAccess';
import { formatReference } from './reference';
import * as repo from './repository';
import type { AuthUser } from '../auth';
import type { Db } from '../../db';
import type { ItemRow } from '../../db/types';
import type { AppContext } from '../../context';

export type CloseInput = {
  reason: 'got-it-back' | 'no-longer-looking';
  note?: string;
  returnedWith?: string;
};

const NOT_OPEN = 'Only an open Lost report can be closed.';
const NOT_HANDED = 'That item was not handed over to the owner of this report.';

/**
 * The history's plain words for each way a report ends, after "Lost report closed:"
 * (docs/product.md#closing-a-lost-report); the event's link names the Found item.
 */
export const CLOSED_WORDS: Record<ClosedReason, string> = {
  'got-it-back': 'got it back',
  'no-longer-looking': 'no longer looking',
  'returned-with': 'got it back with the Found item',
};
/** The Found item's side of the same event. */
export const FOUND_SIDE_WORDS = "the owner's, handed over with this item";

/** How the item was first posted (its `posted` event), or null for rows written without one. */
async function postedAs(db: Db, id: string): Promise<string | null> {
  const posted = (await eventsOf(db, id)).find((e) => e.action === 'posted');
  return posted ? posted.details : null;
}

/**
 * A Lost report is open while active and Lost, or Claimed by a finder under SPEC's one-click claim
 * (claimed_from_status says from which side; a claim older than it, by the `posted` event).
 */
async function isOpenReport(db: Db, item: ItemRow): Promise<boolean> {
  if (item.is_active !== 1 || item.closed_reason) return false;
  if (item.status === 'Lost') return true;
  if (item.status !== 'Claimed') return false;
  return (item.claimed_from_status ?? (await postedAs(db, item.id))) === 'Lost';
}

/** Whether `found` is an item posted as Found and handed over (Returned) to `ownerId`. */
export async function wasHandedOverTo(
  db: Db,
  found: Pick<ItemRow, 'id' | 'status' | 'claimed_by_id'>,
  ownerId: string,
): Promise<boolean> {
  return (
    found.status === 'Returned' &&
    found.claimed_by_id === ownerId &&
    (await postedAs(db, found.id)) !== 'Lost'
  );
}

/** The Found item handed over to the report's owner, posted as Found; 409 for anything else. */
async function handedOverTo(db: Db, foundId: string, report: ItemRow): Promise<ItemRow> {
  const found = await repo.findItem(db, foundId);
  if (
    !found ||
    found.id === report.id ||
    !(await wasHandedOverTo(db, found, report.posted_by_id))
  ) {
    throw conflict(NOT_HANDED);
  }
  return found;
}

/**
 * closeLostReport (docs/product.md#closing-a-lost-report): the poster or an admin ends an open
 * Lost report, "I got it back" (Returned) or "No longer looking" (inactive), optionally naming
 * the Found item handed over to its owner (both histories then link each other). The report
 * leaves matching (its match job drops its terms) and the search sees the change (updated_at).
 */
export async function closeLostReport(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  input: CloseInput,
) {
  const report = await visibleItem(ctx, id, user);
  if (report.posted_by_id !== user.userId && !isAdmin(user)) {
    throw forbidden('Only the poster or an admin can close this lost report.');
  }
  if (!(await isOpenReport(ctx.db, report))) throw conflict(NOT_OPEN);
  if (input.returnedWith && input.reason !== 'got-it-back') {
    throw validationError('returnedWith', 'Only a report you got back names the item returned.');
  }
  const found = input.returnedWith ? await handedOverTo(ctx.db, input.returnedWith, report) : null;
  const reason: ClosedReason = found ? 'returned-with' : input.reason;
  const note = input.note?.trim() || null;

  const closed = await ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (!(await closeIfOpen(trx, id, { reason, note, withId: found?.id ?? null, now }))) {
      return false;
    }
    await recordItemEvent(trx, {
      itemId: id,
      actorId: user.userId,
      action: 'report-closed',
      details: CLOSED_WORDS[reason],
      linkItemId: found?.id ?? null,
    });
    if (found) {
      await recordItemEvent(trx, {
        itemId: found.id,
        actorId: user.userId,
        action: 'report-closed',
        details: FOUND_SIDE_WORDS,
        linkItemId: id,
      });
    }
    // Out of matching: the job finds it unmatchable and drops its terms (docs/product.md#matching).
    await enqueue(trx, 'match-item', { itemId: id });
    return true;
  });
  if (!closed) throw conflict(NOT_OPEN);
  ctx.worker.wake();

  // A finder who had claimed the report under SPEC is told the hand-over is off.
  if (report.claimed_by_id && report.claimed_by_id !== user.userId) {
    await notify(ctx, {
      userId: report.claimed_by_id,
      message: `The lost report ${formatReference(report.ref_no, report.created_at)} "${report.title}" was closed by its owner; no hand-over is needed.`,
      type: 'item',
      itemId: id,
    });
  }
  return viewItem(ctx, id, user);
}
