import { conflict, forbidden } from '../../errors';
import { nowIso } from '../../lib/ids';
import { recordAudit } from '../audit';
import { notify } from '../notifications';
import { CLAIMANT_CANNOT_KEEP } from './handOverRoles';
import { isAdmin, viewItem, visibleItem } from './itemAccess';
import { keeperTarget } from './keeperTarget';
import * as repo from './repository';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';

export async function assignKeeper(ctx: AppContext, user: AuthUser, id: string, keeperId?: string) {
  const { db } = ctx;
  const item = await visibleItem(ctx, id, user);
  const target = await keeperTarget(db, user, item, keeperId);
  if (item.claimed_by_id === target) throw forbidden(CLAIMANT_CANNOT_KEEP);
  const admin = isAdmin(user);
  const done = await db.transaction().execute(async (trx) => {
    // Admins may replace a keeper; a keeper only takes an item nobody holds yet.
    const ok = await repo.setKeeper(trx, id, target, nowIso(), !admin);
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
  const updated = await viewItem(ctx, id);
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
