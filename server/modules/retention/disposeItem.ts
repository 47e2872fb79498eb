import { conflict } from '../../errors';
import { nowIso } from '../../lib/ids';
import { recordAudit } from '../audit';
import { declinePendingClaims, noticeClaimsEnded } from '../claims';
import { recordItemEvent } from '../itemHistory';
import { disposeIfOpen, viewItem, visibleItem, type Disposal } from '../items';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';

export type DisposeBody = { method: Disposal['method']; note?: string };

const ENDED = 'the office disposed of the unclaimed item';

/** "donated: to the Red Cross", or the method alone without a note. */
const detailsOf = (method: string, note: string) => (note ? `${method}: ${note}` : method);

/**
 * Records how the office let go of an unclaimed Found item and deactivates it
 * (docs/product.md#retention): the change, its history event and its audit entry commit
 * together, and only one of two concurrent disposals (or a claim that came first) wins.
 */
export async function disposeItem(ctx: AppContext, user: AuthUser, id: string, body: DisposeBody) {
  const note = (body.note ?? '').trim();
  const now = nowIso();
  const done = await ctx.db.transaction().execute(async (trx) => {
    if (!(await disposeIfOpen(trx, id, { method: body.method, note, now }))) return null;
    await recordItemEvent(trx, {
      itemId: id,
      actorId: user.userId,
      action: 'disposed',
      details: detailsOf(body.method, note),
    });
    await recordAudit(trx, {
      actorId: user.userId,
      action: 'item.dispose',
      targetType: 'item',
      targetId: id,
      before: { isActive: true },
      after: { isActive: false, disposalMethod: body.method, disposalNote: note },
    });
    // Claims waiting for review end with the item (docs/product.md#retention).
    return { claimants: await declinePendingClaims(trx, id, user.userId, ENDED) };
  });
  if (!done) return refuse(ctx, user, id);
  const item = await viewItem(ctx, id, user);
  await noticeClaimsEnded(ctx, { id, title: item.title }, done.claimants, ENDED);
  return { message: 'Item disposed of.', item };
}

/**
 * Why the disposal changed nothing: 404 for an item the caller cannot see (missing, or inactive
 * and not theirs), else 409.
 */
async function refuse(ctx: AppContext, user: AuthUser, id: string): Promise<never> {
  const item = await visibleItem(ctx, id, user);
  if (item.disposed_at) throw conflict('This item has already been disposed of.');
  if (item.is_active !== 1) throw conflict('Only an active item can be disposed of.');
  throw conflict('Only an unclaimed Found item can be disposed of.');
}
