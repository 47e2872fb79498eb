import { sql } from 'kysely';
import type { Db } from '../../db';

/*
 * The reads behind GET /users/me/export (docs/product.md#privacy). They cross the tables of
 * several modules on purpose: the export's promise is "everything we hold about you", and that
 * list is only checkable when it lives in one place. Read-only; every query is by the caller's id.
 */

/** Every item the person posted, active or not, newest first. */
export function itemsPostedBy(db: Db, userId: string) {
  return db
    .selectFrom('items as i')
    .innerJoin('categories as c', 'c.id', 'i.category_id')
    .select([
      'i.id',
      'i.ref_no',
      'i.title',
      'i.description',
      'i.status',
      'c.name as category',
      'i.location',
      'i.image_key',
      'i.ownership_json',
      'i.is_active',
      'i.created_at',
      'i.updated_at',
      'i.returned_at',
    ])
    .where('i.posted_by_id', '=', userId)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
}

/** Items marked as claimed by the person. */
export function itemsClaimedBy(db: Db, userId: string) {
  return db
    .selectFrom('items')
    .select(['id', 'ref_no', 'title', 'status', 'is_active', 'created_at'])
    .where('claimed_by_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Items the person handed in at the counter as their finder: the office noted their e-mail
 * address as the finder's contact, in any letter case (docs/product.md#walk-in-intake).
 */
export function itemsHandedInBy(db: Db, email: string) {
  return db
    .selectFrom('items')
    .select([
      'id',
      'ref_no',
      'title',
      'status',
      'is_active',
      'finder_name',
      'finder_contact',
      'finder_notify',
      'finder_notified_at',
      'created_at',
    ])
    .where(sql`lower(finder_contact)`, '=', sql`lower(${email})`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The person's office claims with the item's questions (their answers pair with them). */
export function claimsBy(db: Db, userId: string) {
  return db
    .selectFrom('item_claims as c')
    .innerJoin('items as i', 'i.id', 'c.item_id')
    .select([
      'c.id',
      'c.item_id',
      'i.title as item_title',
      'i.ownership_json',
      'c.answers_json',
      'c.status',
      'c.created_at',
      'c.decided_at',
    ])
    .where('c.claimant_id', '=', userId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

/** Conversations the person takes part in, most recently active first. */
export function conversationsOf(db: Db, userId: string) {
  return db
    .selectFrom('conversations as c')
    .innerJoin('conversation_participants as p', 'p.conversation_id', 'c.id')
    .innerJoin('items as i', 'i.id', 'c.item_id')
    .select(['c.id', 'c.item_id', 'i.title as item_title', 'c.starter_id', 'c.created_at'])
    .where('p.user_id', '=', userId)
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

/** Every message of these conversations, oldest first (no sender names: only "mine or not"). */
export function messagesIn(db: Db, conversationIds: string[]) {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('messages')
    .select(['id', 'conversation_id', 'sender_id', 'content', 'is_read', 'created_at'])
    .where('conversation_id', 'in', conversationIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function notificationsOf(db: Db, userId: string) {
  return db
    .selectFrom('notifications')
    .select(['id', 'type', 'message', 'item_id', 'link', 'is_read', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function savedSearchesOf(db: Db, userId: string) {
  return db
    .selectFrom('saved_searches as s')
    .leftJoin('categories as c', 'c.id', 's.category_id')
    .select(['s.id', 's.search', 's.status', 'c.name as category', 's.created_at'])
    .where('s.user_id', '=', userId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

/** Dates only: the token hash never leaves the sessions table. */
export function sessionsOf(db: Db, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'expires_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
