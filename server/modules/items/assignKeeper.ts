import { conflict, forbidden } from '../../errors';
import { nowIso } from '../../lib/ids';
import { recordAudit } from '../audit';
import { recordItemEvent } from '../itemHistory';
import { notify } from '../notifications';
import { findUserById, type AuthUser } from '../auth';
import { CLAIMANT_CANNOT_KEEP } from './handOverRoles';
import { isAdmin, viewItem, visibleItem } from './itemAccess';
import { keeperTarget } from './keeperTarget';
import { placeAtKeeperDesk } from './placeAtKeeperDesk';
import * as repo from './repository';
import type { AppContext } from '../../context';
import type { Db } from '../../db';

export async function assignKeeper(ctx: AppContext, user: AuthUser, id: string, keeperId?: string) {
  const { db } = ctx;
  const item = await visibleItem(ctx, id, user);
  const target = await keeperTarget(db, user, item, keeperId);
  if (item.claimed_by_id === target) throw forbidden(CLAIMANT_CANNOT_KEEP);
  const admin = isAdmin(user);
  const done = await db.transaction().execute(async (trx) => {
    // Admins may replace a keeper; a keeper only takes an item nobody holds yet.
    const ok = await repo.setKeeper(trx, id, target, nowIso(), !admin);
    if (ok) await recordKeeperAssigned(trx, user.userId, id, target);
    if (ok) await placeAtKeeperDesk(trx, user.userId, id, target);
    if (ok && admin) {
      await recordAudit(trx, {
        actorId: user.userId,
        action: 'item.assignKeeper',
        targetType: 'item',
        targetId: id,
        before: { keeperId: item.keeper_id },
        after: { keeperId: target },
      });
    }
    return ok;
  });
  if (!done) {
    const current = await repo.findItem(db, id);
    if (current?.claimed_by_id === target) throw forbidden(CLAIMANT_CANNOT_KEEP);
    throw conflict('This item already has a keeper.');
  }
  const updated = await viewItem(ctx, id, user);
  if (item.posted_by_id !== target && item.keeper_id !== target) {
    await notify(ctx, {
      userId: item.posted_by_id,
      message: `${updated.keeperName ?? 'A keeper'} is now the keeper of your item "${item.title}".`,
      type: 'item',
      itemId: id,
    });
  }
  return updated;
}

/** The history names the keeper as they were called then (docs/product.md#references-storage-and-custody). */
async function recordKeeperAssigned(trx: Db, actorId: string, itemId: string, keeperId: string) {
  const keeper = await findUserById(trx, keeperId);
  await recordItemEvent(trx, {
    itemId,
    actorId,
    action: 'keeper-assigned',
    details: keeper?.name ?? '',
  });
}
