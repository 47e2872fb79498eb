import { badRequest, conflict, forbidden, notFound, validationError } from '../../errors';
import { isoIn, nowIso } from '../../lib/ids';
import { hashCode, newSixDigitCode, sameHash } from '../../lib/secrets';
import { recordAudit } from '../audit';
import { recordItemEvent } from '../itemHistory';
import { notify } from '../notifications';
import { closeReportsOnHandOver, noticeClosedReports } from './closeOnHandOver';
import * as codes from './handoverRepository';
import { announceItemChange } from './itemChanged';
import { canActForOffice } from './officeDuty';
import * as repo from './repository';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';
import type { ItemRow } from '../../db/types';
import type { Item } from './serialize';

export const HANDOVER_TTL_MS = 15 * 60 * 1000;
export const HANDOVER_MAX_ATTEMPTS = 5;

const INVALID = 'Invalid or expired OTP.';
const LOCKED = 'Too many wrong attempts. Generate a new code.';
const SELF_HANDOVER = 'You cannot hand an item over to yourself.';
const NOT_WAITING = 'This item is not waiting for a hand-over.';
export const NOT_CODE_MAKER =
  'Only the poster, the staff of the desk that holds the item or an admin can generate OTP.';
export const NOT_COUNTER_STAFF =
  'Only the staff of the desk that holds this item or an admin can hand it over at the counter.';

/** Keyed with the item and the moment the code was made, so equal codes never hash alike. */
const codeHash = (itemId: string, createdAt: string, code: string) =>
  hashCode(code, `handover:${itemId}:${createdAt}`);

/** How a hand-over was done, for its history event and, at the counter, its audit entry. */
type HowHandedOver = { details?: string; audit?: Record<string, unknown> };

/**
 * Hand-overs (docs/product.md#hand-over-codes, docs/product.md#counter-hand-over): the poster or
 * whoever acts for the office shows a code that the claimant types, on their own device or on the
 * counter's; or staff at the desk hand the item over after checking the claimant's photo ID.
 * Every way ends in the same `complete`.
 */
export function handoverService(ctx: AppContext, view: (id: string) => Promise<Item>) {
  const { db } = ctx;

  async function activeItem(id: string) {
    const item = await repo.findItem(db, id);
    if (!item || item.is_active !== 1) throw notFound('Item not found.');
    return item;
  }

  /** The counter's side: staff of the item's desk, its keeper or an admin; never its claimant. */
  async function counterItem(user: AuthUser, id: string) {
    const item = await activeItem(id);
    if (!(await canActForOffice(db, user, item))) throw forbidden(NOT_COUNTER_STAFF);
    if (item.claimed_by_id === user.userId) throw forbidden(SELF_HANDOVER);
    if (item.status !== 'Claimed' || !item.claimed_by_id) throw conflict(NOT_WAITING);
    return item;
  }

  /**
   * The claimant's code, typed on their device or the counter's: one try spent before comparing
   * (atomically: parallel guesses cannot exceed the limit). Returns who made the code.
   */
  async function checkCode(item: ItemRow, claimantId: string, otp: string) {
    const code = await codes.findHandoverCode(db, item.id);
    if (!code || code.expires_at <= nowIso()) throw badRequest(INVALID);
    // Codes made before these rules, or data changed by hand: never a hand-over to oneself.
    if (code.created_by_id === claimantId || item.keeper_id === claimantId) {
      throw forbidden(SELF_HANDOVER);
    }
    const spent = await codes.spendHandoverAttempt(
      db,
      item.id,
      code.code_hash,
      HANDOVER_MAX_ATTEMPTS,
    );
    if (!spent) throw badRequest(LOCKED);
    if (!sameHash(code.code_hash, codeHash(item.id, code.created_at, otp)))
      throw badRequest(INVALID);
    return code.created_by_id;
  }

  /**
   * Claimed → Returned to the claimant, by `actorId` (the claimant typing the code, or staff at
   * the counter): the code is spent, the history and (at the counter) the audit log record it,
   * the claimant's matched Lost reports close, everyone concerned is told, and their open item
   * pages follow (`itemChanged`).
   */
  async function complete(item: ItemRow, actorId: string, how: HowHandedOver, also: string[]) {
    const claimantId = item.claimed_by_id;
    if (!claimantId) throw conflict(NOT_WAITING);
    const returned = await db.transaction().execute(async (trx) => {
      const now = nowIso();
      const done = await codes.markReturned(trx, item.id, claimantId, now);
      if (!done) return null;
      await recordItemEvent(trx, {
        itemId: item.id,
        actorId,
        action: 'returned',
        details: how.details,
      });
      if (how.audit) {
        await recordAudit(trx, {
          actorId,
          action: 'item.handOver',
          targetType: 'item',
          targetId: item.id,
          before: { status: 'Claimed' },
          after: { status: 'Returned', claimedById: claimantId, ...how.audit },
        });
      }
      // The claimant's Lost reports this item answers end with it (docs/product.md#closing-a-lost-report).
      return closeReportsOnHandOver(trx, item, claimantId, now);
    });
    if (!returned) throw conflict(NOT_WAITING);
    await noticeClosedReports(ctx, claimantId, item, returned);
    if (actorId !== claimantId) {
      await notify(ctx, {
        userId: claimantId,
        message: `"${item.title}" was handed over to you at the counter and marked as Returned.`,
        type: 'item',
        itemId: item.id,
      });
    }
    for (const userId of new Set([item.posted_by_id, item.keeper_id])) {
      if (!userId || userId === actorId || userId === claimantId) continue;
      await notify(ctx, {
        userId,
        message: `"${item.title}" was handed over and marked as Returned.`,
        type: 'item',
        itemId: item.id,
      });
    }
    await announceItemChange(ctx, item, 'Returned', [actorId, ...also]);
    return view(item.id);
  }

  return {
    async generate(user: AuthUser, id: string) {
      const item = await activeItem(id);
      // The poster, or whoever acts for the office on it (docs/product.md#who-acts-for-the-office).
      const maker = item.posted_by_id === user.userId || (await canActForOffice(db, user, item));
      if (!maker) throw forbidden(NOT_CODE_MAKER);
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

    /** The claimant types the code on their own device. */
    async verify(user: AuthUser, id: string, otp: string) {
      const item = await activeItem(id);
      if (item.status !== 'Claimed') throw conflict(NOT_WAITING);
      if (!item.claimed_by_id || item.claimed_by_id !== user.userId) {
        throw forbidden('Only the person who claimed this item can confirm the hand-over.');
      }
      const maker = await checkCode(item, user.userId, otp);
      return complete(item, user.userId, {}, [maker]);
    },

    /** The claimant types the code on the counter's device, where staff are signed in. */
    async verifyAtCounter(user: AuthUser, id: string, otp: string) {
      const item = await counterItem(user, id);
      const maker = await checkCode(item, item.claimed_by_id!, otp);
      return complete(
        item,
        user.userId,
        {
          details: 'Code typed by the claimant at the counter',
          audit: { checked: 'hand-over code' },
        },
        [maker],
      );
    },

    /** Staff hand it over after checking the claimant's photo ID (or what they name). */
    async handOverChecked(user: AuthUser, id: string, checked: string) {
      const what = checked.trim();
      if (!what) throw validationError('checked', 'Please say what was checked, e.g. photo ID.');
      const item = await counterItem(user, id);
      // The history keeps what was checked; the actor's name is the event's (docs/product.md#counter-hand-over).
      return complete(
        item,
        user.userId,
        { details: `Checked at the counter: ${what}`, audit: { checked: what } },
        [],
      );
    },
  };
}
