import { notFound } from '../../errors';
import { nowIso } from '../../lib/ids';
import { recordAudit } from '../audit';
import { endSessions, findUserById, toApiUser, updateUser, type ApiUser } from '../auth';
import { recordItemEvent } from '../itemHistory';
import { discardPhotos } from '../items';
import { erasableAccount, erasedEmail } from './erasable';
import * as items from './eraseItemsRepository';
import * as repo from './eraseRepository';
import { DELETED_NAME, REMOVED_TEXT } from './erasedTexts';
import { isKept, type ErasableItem } from './keptItems';
import { forgetFinderMentions, forgetNameMentions, forgetTitleMentions } from './nameMentions';
import { dropQueuedMail } from './queuedMail';
import type { AppContext } from '../../context';

type Ctx = Pick<AppContext, 'db' | 'dialect' | 'storage' | 'realtime' | 'log'>;

/**
 * Cannot match any password: argon2 hashes start with `$argon2`, and verifying anything else
 * answers false (lib/secrets.ts).
 */
const UNUSABLE_HASH = '!erased';

/** What an erasure took from a kept item, for its history's `edited` event. */
function erasedFields(item: ErasableItem, blanked = false): string {
  if (!blanked) return 'description, photo';
  const note = item.closed_note === null ? '' : ', closing note';
  return `title, description, location, photo, ownership questions${note}`;
}

/**
 * An admin erases a person's data on their request (docs/product.md#privacy). One transaction:
 * the account keeps only its id (so what others depend on still points somewhere), shown as
 * "Deleted user"; sessions, codes, e-mail changes, sign-in hand-offs and the mail queued for
 * them end, and unsubscribe links stop working (the account is never verified again); what
 * only they wrote is cleared or deleted; items others depend on keep working without the photo
 * and description, and with `blankKeptText` without their title, place, questions and closing
 * note too; the items they handed in at a counter forget them as their finder, history included.
 * Photos leave storage after the commit, so a rollback never loses a photo. A second erasure
 * answers 409: there is nothing left to erase.
 */
export async function eraseUser(
  ctx: Ctx,
  actorId: string,
  userId: string,
  opts: { blankKeptText?: boolean } = {},
): Promise<{ message: string; user: ApiUser }> {
  const { photos, disconnect } = await ctx.db.transaction().execute(async (trx) => {
    await repo.lockAccount(trx, ctx.dialect, userId);
    const row = await erasableAccount(trx, actorId, userId);
    const now = nowIso();
    const own = await items.itemsToErase(trx, userId);
    const keptRows = own.filter(isKept);
    const kept = keptRows.map((i) => i.id);
    const removed = own.filter((i) => !isKept(i)).map((i) => i.id);
    const blanked = opts.blankKeptText ? kept : [];
    // Titles first: a title that holds the name is then found whole in the notifications.
    await forgetTitleMentions(trx, userId, opts.blankKeptText ? keptRows : []);
    await forgetNameMentions(trx, userId, row.name, await items.itemsAround(trx, userId));

    await items.removeItems(trx, removed, now);
    await items.stripItems(trx, kept, now);
    await items.blankItems(trx, blanked, now);
    await items.forgetMatching(trx, [...removed, ...kept]);
    // Before the address is erased below: it is what finds the items they handed in.
    const handedIn = await items.itemsHandedInBy(trx, row.email);
    await forgetFinderMentions(trx, handedIn);
    const handedInIds = handedIn.map((i) => i.id);
    await items.forgetFinder(trx, handedInIds, now);
    for (const itemId of removed) {
      await recordItemEvent(trx, { itemId, actorId, action: 'deactivated', details: REMOVED_TEXT });
    }
    for (const item of keptRows) {
      const details = `${erasedFields(item, opts.blankKeptText)}: ${REMOVED_TEXT.toLowerCase()}`;
      await recordItemEvent(trx, { itemId: item.id, actorId, action: 'edited', details });
    }

    const messages = await repo.clearMessages(trx, userId);
    await repo.clearClaimAnswers(trx, userId, now);
    // Before their codes and e-mail changes go: those say where mail to them is addressed.
    await dropQueuedMail(trx, userId, row.email);
    await repo.deleteOwnRows(trx, userId, row.email);
    await updateUser(trx, userId, {
      name: DELETED_NAME,
      email: erasedEmail(userId),
      password_hash: UNUSABLE_HASH,
      is_active: 0,
      // Never verified again: the unsubscribe links mailed to them stop working
      // (docs/security.md#e-mail).
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
      after: {
        itemsRemoved: removed.length,
        itemsKept: kept.length,
        itemsBlanked: blanked.length,
        messagesCleared: messages,
      },
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
