import { conflict, forbidden } from '../../errors';
import { nowIso } from '../../lib/ids';
import { recordAudit } from '../audit';
import { declinePendingClaims, noticeClaimsEnded } from '../claims';
import { recordItemEvent } from '../itemHistory';
import {
  canActForOffice,
  disposeIfOpen,
  findItem,
  inCustody,
  viewItem,
  visibleItem,
  type Disposal,
} from '../items';
import type { AuthUser } from '../auth';
import type { Db } from '../../db';
import type { ItemRow } from '../../db/types';
import type { AppContext } from '../../context';

export type DisposeBody = { method: Disposal['method']; note?: string };

const ENDED = 'the office disposed of the unclaimed item';

/** docs/product.md#who-acts-for-the-office: a held item goes only by its desk's hands. */
export const NOT_YOUR_DESK =
  'Only the staff of the desk that holds this item or an admin can dispose of it.';

/** "donated: to the Red Cross", or the method alone without a note. */
const detailsOf = (method: string, note: string) => (note ? `${method}: ${note}` : method);

/**
 * Records how the office let go of an unclaimed Found item and deactivates it
 * (docs/product.md#retention): the change, its history event and its audit entry commit
 * together, and only one of two concurrent disposals (or a claim that came first) wins.
 */
export async function disposeItem(ctx: AppContext, user: AuthUser, id: string, body: DisposeBody) {
  const note = (body.note ?? '').trim();
  // An item the office holds is its desk's to let go; a poster's own post (nobody holds it) is
  // any keeper's or admin's under retention (docs/product.md#retention).
  const held = await findItem(ctx.db, id);
  if (
    held &&
    held.is_active === 1 &&
    inCustody(held) &&
    !(await canActForOffice(ctx.db, user, held))
  ) {
    throw forbidden(NOT_YOUR_DESK);
  }
  const done = await ctx.db
    .transaction()
    .execute((trx) =>
      disposeInTransaction(trx, user.userId, id, { method: body.method, note, now: nowIso() }),
    );
  if (!done) return refuse(ctx, user, id);
  const item = await viewItem(ctx, id, user);
  await noticeClaimsEnded(ctx, { id, title: item.title }, done.claimants, ENDED);
  return { message: 'Item disposed of.', item };
}

/**
 * One disposal in the caller's transaction, the bulk disposal's too: null when the item was not
 * open (nothing written), else the claimants whose pending claims it ended.
 */
export async function disposeInTransaction(trx: Db, actorId: string, id: string, d: Disposal) {
  if (!(await disposeIfOpen(trx, id, d))) return null;
  await recordItemEvent(trx, {
    itemId: id,
    actorId,
    action: 'disposed',
    details: detailsOf(d.method, d.note),
  });
  await recordAudit(trx, {
    actorId,
    action: 'item.dispose',
    targetType: 'item',
    targetId: id,
    before: { isActive: true },
    after: { isActive: false, disposalMethod: d.method, disposalNote: d.note },
  });
  // Claims waiting for review end with the item (docs/product.md#retention).
  return { claimants: await declinePendingClaims(trx, id, actorId, ENDED) };
}

/** After the commit: each claimant whose pending claim the disposal ended is told. */
export const noticeDisposed = (
  ctx: AppContext,
  item: { id: string; title: string },
  claimants: string[],
) => noticeClaimsEnded(ctx, item, claimants, ENDED);

/** Why an item the caller can see cannot be disposed of; null when it can. */
export function whyNotDisposable(
  item: Pick<ItemRow, 'disposed_at' | 'is_active' | 'status' | 'claimed_by_id'>,
) {
  if (item.disposed_at) return 'This item has already been disposed of.';
  if (item.is_active !== 1) return 'Only an active item can be disposed of.';
  if (item.status !== 'Found' || item.claimed_by_id !== null) {
    return 'Only an unclaimed Found item can be disposed of.';
  }
  return null;
}

/**
 * Why the disposal changed nothing: 404 for an item the caller cannot see (missing, or inactive
 * and not theirs), else 409.
 */
async function refuse(ctx: AppContext, user: AuthUser, id: string): Promise<never> {
  const item = await visibleItem(ctx, id, user);
  throw conflict(whyNotDisposable(item) ?? 'Only an unclaimed Found item can be disposed of.');
}
