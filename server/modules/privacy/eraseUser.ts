import { conflict, forbidden, notFound } from '../../errors';
import { nowIso } from '../../lib/ids';
import { recordAudit } from '../audit';
import { endSessions, findUserById, toApiUser, updateUser, type ApiUser } from '../auth';
import { recordItemEvent } from '../itemHistory';
import { discardPhotos } from '../items';
import * as items from './eraseItemsRepository';
import * as repo from './eraseRepository';
import { DELETED_NAME, REMOVED_TEXT } from './erasedTexts';
import { forgetNameMentions } from './nameMentions';
import type { AppContext } from '../../context';

type Ctx = Pick<AppContext, 'db' | 'storage' | 'realtime' | 'log'>;

/** A unique address no mail can reach (RFC 2606 reserves `.invalid`); it marks an erased account. */
export const erasedEmail = (userId: string) => `deleted-${userId}@invalid`;

/**
 * Cannot match any password: argon2 hashes start with `$argon2`, and verifying anything else
 * answers false (lib/secrets.ts).
 */
const UNUSABLE_HASH = '!erased';

/**
 * An admin erases a person's data on their request (docs/product.md#privacy). One transaction:
 * the account keeps only its id (so what others depend on still points somewhere), shown as
 * "Deleted user"; sessions end; what only they wrote is cleared or deleted; items others depend
 * on keep working without the photo and description. Photos leave storage after the commit, so
 * a rollback never loses a photo. A second erasure answers 409: there is nothing left to erase.
 */
export async function eraseUser(
  ctx: Ctx,
  actorId: string,
  userId: string,
): Promise<{ message: string; user: ApiUser }> {
  if (userId === actorId) throw forbidden('You cannot erase your own account.');
  const { photos, disconnect } = await ctx.db.transaction().execute(async (trx) => {
    const row = await findUserById(trx, userId);
    if (!row) throw notFound('User not found.');
    if (row.email === erasedEmail(userId)) {
      throw conflict("This user's personal data has already been erased.");
    }
    const now = nowIso();
    await forgetNameMentions(trx, userId, row.name, await items.itemsAround(trx, userId));

    const own = await items.itemsToErase(trx, userId);
    const kept = own.filter((i) => Number(i.depended) === 1).map((i) => i.id);
    const removed = own.filter((i) => Number(i.depended) !== 1).map((i) => i.id);
    await items.removeItems(trx, removed, now);
    await items.stripItems(trx, kept, now);
    await items.forgetMatching(trx, [...removed, ...kept]);
    for (const itemId of removed) {
      await recordItemEvent(trx, { itemId, actorId, action: 'deactivated', details: REMOVED_TEXT });
    }
    for (const itemId of kept) {
      const details = `description, photo: ${REMOVED_TEXT.toLowerCase()}`;
      await recordItemEvent(trx, { itemId, actorId, action: 'edited', details });
    }

    const messages = await repo.clearMessages(trx, userId);
    await repo.clearClaimAnswers(trx, userId, now);
    await repo.deleteOwnRows(trx, userId, row.email);
    await updateUser(trx, userId, {
      name: DELETED_NAME,
      email: erasedEmail(userId),
      password_hash: UNUSABLE_HASH,
      is_active: 0,
      is_verified: 0,
      // Unlinked from the campus identity: a later campus sign-in starts a new account
      // (docs/product.md#single-sign-on) instead of meeting this one, refused, forever.
      oidc_subject: null,
    });
    const disconnect = await endSessions(ctx, trx, userId, { reason: 'deactivated' });
    // Counts only: the audit log must not keep what was erased.
    await recordAudit(trx, {
      actorId,
      action: 'user.erase',
      targetType: 'user',
      targetId: userId,
      after: { itemsRemoved: removed.length, itemsKept: kept.length, messagesCleared: messages },
    });
    return { photos: own.map((i) => i.image_key), disconnect };
  });
  disconnect();
  // What the store refuses now (an outage) is deleted by a durable job once it is back.
  await discardPhotos(ctx, photos);
  const erased = await findUserById(ctx.db, userId);
  if (!erased) throw notFound('User not found.');
  return { message: "The user's personal data was erased.", user: toApiUser(erased) };
}
