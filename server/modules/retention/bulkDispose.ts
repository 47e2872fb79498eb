import { conflict, notFound } from '../../errors';
import { newId, nowIso } from '../../lib/ids';
import { findItem, formatReference, isAdmin, type Disposal } from '../items';
import { disposeInTransaction, noticeDisposed, whyNotDisposable } from './disposeItem';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';

export type BulkDispose = { itemIds: string[]; method: Disposal['method']; note?: string };

/**
 * Disposes of a selection of items with one method and note (docs/product.md#the-keepers-queue):
 * each is checked first with the single disposal's rules (404 unknown, 409 naming the first one
 * that cannot go), then all go in one transaction, each with its history event and audit entry.
 */
export async function bulkDispose(ctx: AppContext, user: AuthUser, body: BulkDispose) {
  const titles = new Map<string, string>();
  for (const id of body.itemIds) {
    const item = await findItem(ctx.db, id);
    if (!item || (item.is_active !== 1 && !isAdmin(user) && item.posted_by_id !== user.userId)) {
      throw notFound(`Item ${id} not found.`);
    }
    const why = whyNotDisposable(item);
    if (why) throw conflict(`${formatReference(item.ref_no, item.created_at)}: ${why}`);
    titles.set(id, item.title);
  }
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
