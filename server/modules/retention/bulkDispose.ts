import { ApiError, conflict, notFound, type ErrorDetail } from '../../errors';
import { newId, nowIso } from '../../lib/ids';
import {
  actsForOfficeAt,
  dutyDesks,
  findItem,
  formatReference,
  inCustody,
  isAdmin,
  type Disposal,
} from '../items';
import {
  disposeInTransaction,
  NOT_YOUR_DESK,
  noticeDisposed,
  whyNotDisposable,
} from './disposeItem';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';
import type { ItemRow } from '../../db/types';

export type BulkDispose = { itemIds: string[]; method: Disposal['method']; note?: string };

/**
 * Why the office may not dispose of this item in bulk: the single disposal's rules, then custody.
 * A user's own post that no desk or keeper holds is theirs, not the office's: a bulk disposal
 * would take it away without telling them why (docs/product.md#the-keepers-queue).
 */
function whyNotInBulk(item: ItemRow, actsForIt: boolean): string | null {
  const why = whyNotDisposable(item);
  if (why) return why;
  if (!inCustody(item)) {
    return "Not in the office's custody: it is its poster's own post, and a bulk disposal would not tell them why.";
  }
  return actsForIt ? null : NOT_YOUR_DESK;
}

/** 409 listing every refused item (`field` its id), so the screen can leave them out. */
function refusal(refused: ErrorDetail[]): ApiError {
  const n = refused.length;
  const message =
    n === 1
      ? refused[0]!.message
      : `${n} of the selected items cannot be disposed of; nothing was disposed of.`;
  return new ApiError(409, 'CONFLICT', message, refused);
}

/**
 * Disposes of a selection of items with one method and note (docs/product.md#the-keepers-queue):
 * each is checked first (404 unknown, 409 listing every one that cannot go: the single
 * disposal's rules, and only items in the office's custody), then all go in one transaction,
 * each with its history event and audit entry.
 */
export async function bulkDispose(ctx: AppContext, user: AuthUser, body: BulkDispose) {
  const titles = new Map<string, string>();
  const refused: ErrorDetail[] = [];
  const desks = await dutyDesks(ctx.db, user);
  for (const id of body.itemIds) {
    const item = await findItem(ctx.db, id);
    if (!item || (item.is_active !== 1 && !isAdmin(user) && item.posted_by_id !== user.userId)) {
      throw notFound(`Item ${id} not found.`);
    }
    const why = whyNotInBulk(item, actsForOfficeAt(user, item, desks));
    if (why)
      refused.push({
        field: id,
        message: `${formatReference(item.ref_no, item.created_at)}: ${why}`,
      });
    titles.set(id, item.title);
  }
  if (refused.length > 0) throw refusal(refused);
  // One batch, one printable record of what left (docs/product.md#the-keepers-queue).
  const batchId = newId();
  const d = { method: body.method, note: (body.note ?? '').trim(), now: nowIso(), batchId };
  const ended = await ctx.db.transaction().execute(async (trx) => {
    const all: { id: string; claimants: string[] }[] = [];
    for (const id of body.itemIds) {
      const done = await disposeInTransaction(trx, user.userId, id, d);
      // Claimed or disposed of since the check: nothing of the selection goes.
      if (!done)
        throw conflict('An item of the selection changed meanwhile; nothing was disposed of.');
      all.push({ id, claimants: done.claimants });
    }
    return all;
  });
  for (const { id, claimants } of ended) {
    await noticeDisposed(ctx, { id, title: titles.get(id) ?? '' }, claimants);
  }
  const count = body.itemIds.length;
  return { message: `${count} ${count === 1 ? 'item' : 'items'} disposed of.`, count, batchId };
}
