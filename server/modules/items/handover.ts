import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { isoIn, nowIso } from '../../lib/ids';
import { hashCode, newSixDigitCode, sameHash } from '../../lib/secrets';
import { recordItemEvent } from '../itemHistory';
import { notify } from '../notifications';
import { closeReportsOnHandOver, noticeClosedReports } from './closeOnHandOver';
import * as codes from './handoverRepository';
import * as repo from './repository';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';
import type { Item } from './serialize';

export const HANDOVER_TTL_MS = 15 * 60 * 1000;
export const HANDOVER_MAX_ATTEMPTS = 5;

const INVALID = 'Invalid or expired OTP.';
const LOCKED = 'Too many wrong attempts. Generate a new code.';
const SELF_HANDOVER = 'You cannot hand an item over to yourself.';

/** Keyed with the item and the moment the code was made, so equal codes never hash alike. */
const codeHash = (itemId: string, createdAt: string, code: string) =>
  hashCode(code, `handover:${itemId}:${createdAt}`);

/** Hand-over codes: the poster or keeper shows one, the claimant types it when receiving the item. */
export function handoverService(ctx: AppContext, view: (id: string) => Promise<Item>) {
  const { db } = ctx;

  async function activeItem(id: string) {
    const item = await repo.findItem(db, id);
    if (!item || item.is_active !== 1) throw notFound('Item not found.');
    return item;
  }

  return {
    async generate(user: AuthUser, id: string) {
      const item = await activeItem(id);
      if (item.posted_by_id !== user.userId && item.keeper_id !== user.userId) {
        throw forbidden('Only the poster or assigned keeper can generate OTP.');
      }
      if (item.claimed_by_id === user.userId) {
        throw forbidden('The person who claimed this item cannot generate its hand-over code.');
      }
      if (item.status !== 'Claimed') {
        throw conflict('A hand-over code can only be generated for a claimed item.');
      }
      const otp = newSixDigitCode();
      const createdAt = nowIso();
      const expiresAt = isoIn(HANDOVER_TTL_MS);
      const row = {
        item_id: id,
        code_hash: codeHash(id, createdAt, otp),
        expires_at: expiresAt,
        attempts: 0,
        created_by_id: user.userId,
        created_at: createdAt,
      };
      await db.transaction().execute(async (trx) => {
        await codes.saveHandoverCode(trx, row);
        // The history says a code was made, never the code (docs/product.md#references-storage-and-custody).
        await recordItemEvent(trx, { itemId: id, actorId: user.userId, action: 'code-generated' });
      });
      if (item.claimed_by_id) {
        await notify(ctx, {
          userId: item.claimed_by_id,
          message: `A hand-over code was generated for "${item.title}". Ask the person handing it over for the code.`,
          type: 'item',
          itemId: id,
        });
      }
      return { message: 'Hand-over code generated. It is valid for 15 minutes.', otp, expiresAt };
    },

    async verify(user: AuthUser, id: string, otp: string) {
      const item = await activeItem(id);
      if (item.status !== 'Claimed') throw conflict('This item is not waiting for a hand-over.');
      if (!item.claimed_by_id || item.claimed_by_id !== user.userId) {
        throw forbidden('Only the person who claimed this item can confirm the hand-over.');
      }
      const code = await codes.findHandoverCode(db, id);
      if (!code || code.expires_at <= nowIso()) throw badRequest(INVALID);
      // Codes made before these rules, or data changed by hand: never a hand-over to oneself.
      if (code.created_by_id === user.userId || item.keeper_id === user.userId) {
        throw forbidden(SELF_HANDOVER);
      }
      // Spend one try before comparing, atomically: parallel guesses cannot exceed the limit.
      const spent = await codes.spendHandoverAttempt(db, id, code.code_hash, HANDOVER_MAX_ATTEMPTS);
      if (!spent) throw badRequest(LOCKED);
      if (!sameHash(code.code_hash, codeHash(id, code.created_at, otp))) throw badRequest(INVALID);

      const returned = await db.transaction().execute(async (trx) => {
        const now = nowIso();
        const done = await codes.markReturned(trx, id, user.userId, now);
        if (!done) return null;
        await recordItemEvent(trx, { itemId: id, actorId: user.userId, action: 'returned' });
        // The claimant's Lost reports this item answers end with it (docs/product.md#closing-a-lost-report).
        return closeReportsOnHandOver(trx, item, user.userId, now);
      });
      if (!returned) throw conflict('This item is not waiting for a hand-over.');
      await noticeClosedReports(ctx, user.userId, item, returned);
      for (const userId of new Set([item.posted_by_id, item.keeper_id])) {
        if (!userId || userId === user.userId) continue;
        await notify(ctx, {
          userId,
          message: `"${item.title}" was handed over and marked as Returned.`,
          type: 'item',
          itemId: id,
        });
      }
      return view(id);
    },
  };
}
