import { sql } from 'kysely';
import { BLANKED_TITLE, REMOVED_TEXT } from './erasedTexts';
import type { Db } from '../../db';

/*
 * An erased person's items (docs/product.md#privacy), in the caller's transaction. Matching's
 * tables are written here too: their copies of the item's words must go with the words.
 */

/**
 * The person's items, each with whether someone else depends on it: a claimant, a keeper
 * holding it, a conversation with another person, or another person's office claim; with the
 * text a kept one would keep (the erasure preview shows it).
 */
export function itemsToErase(db: Db, userId: string) {
  return db
    .selectFrom('items as i')
    .select([
      'i.id',
      'i.image_key',
      'i.title',
      'i.location',
      'i.ownership_json',
      'i.closed_note',
      'i.status',
      'i.ref_no',
      'i.created_at',
    ])
    .select((eb) =>
      eb
        .or([
          eb.and([eb('i.claimed_by_id', 'is not', null), eb('i.claimed_by_id', '!=', userId)]),
          eb.and([eb('i.keeper_id', 'is not', null), eb('i.keeper_id', '!=', userId)]),
          eb.exists(
            eb
              .selectFrom('conversations as c')
              .innerJoin('conversation_participants as p', 'p.conversation_id', 'c.id')
              .select(sql.lit(1).as('one'))
              .whereRef('c.item_id', '=', 'i.id')
              .where('p.user_id', '!=', userId),
          ),
          eb.exists(
            eb
              .selectFrom('item_claims as ic')
              .select(sql.lit(1).as('one'))
              .whereRef('ic.item_id', '=', 'i.id')
              .where('ic.claimant_id', '!=', userId),
          ),
        ])
        .as('depended'),
    )
    .where('i.posted_by_id', '=', userId)
    .orderBy('i.created_at')
    .orderBy('i.id')
    .execute();
}

/**
 * A Lost report's closing note, the person's own words (public while the report is active),
 * reads "Removed at the owner's request" where there is one.
 */
const noteRemoved = sql<
  string | null
>`case when closed_note is null then null else ${REMOVED_TEXT} end`;

/** Nobody else needs these: hidden, with nothing of what the person wrote left on them. */
export async function removeItems(db: Db, ids: string[], now: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('items')
    .set({
      is_active: 0,
      title: REMOVED_TEXT,
      description: REMOVED_TEXT,
      location: REMOVED_TEXT,
      image_key: null,
      ownership_json: '[]',
      closed_note: noteRemoved,
      updated_at: now,
    })
    .where('id', 'in', ids)
    .execute();
  await db.deleteFrom('handover_codes').where('item_id', 'in', ids).execute();
}

/**
 * Someone else depends on these: they stay as they are (title, place, questions, status) for
 * that person, without the photo and the description.
 */
export async function stripItems(db: Db, ids: string[], now: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('items')
    .set({ description: REMOVED_TEXT, image_key: null, updated_at: now })
    .where('id', 'in', ids)
    .execute();
}

/**
 * Kept items whose text the admin chose to blank as well: nothing the person wrote is left on
 * them (title, place, ownership questions with their answers, a closed report's closing note);
 * the rules for an item's fields still hold (a title and a place are never empty).
 */
export async function blankItems(db: Db, ids: string[], now: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('items')
    .set({
      title: BLANKED_TITLE,
      location: REMOVED_TEXT,
      ownership_json: '[]',
      closed_note: noteRemoved,
      updated_at: now,
    })
    .where('id', 'in', ids)
    .execute();
}

/**
 * The items the person handed in at a counter, found by the contact the office noted (their
 * address, in any case), each with the name the keeper typed, which may not be the account's.
 */
export function itemsHandedInBy(db: Db, email: string) {
  return db
    .selectFrom('items')
    .select(['id', 'finder_name'])
    .where(sql`lower(finder_contact)`, '=', sql`lower(${email})`)
    .execute();
}

/**
 * Those items keep no trace of them as their finder: the name and contact the office noted go,
 * and so does their wish to be told when it goes home (docs/product.md#walk-in-intake). The
 * history reads the name from the item, so it leaves the history too (forgetFinderMentions
 * rewrites the events that stored it).
 */
export async function forgetFinder(db: Db, ids: string[], now: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('items')
    .set({ finder_name: null, finder_contact: null, finder_notify: 0, updated_at: now })
    .where('id', 'in', ids)
    .execute();
}

/** Matching's copies of the items' words (terms, scored pairs and their reasons). */
export async function forgetMatching(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('item_match_terms').where('item_id', 'in', ids).execute();
  await db
    .deleteFrom('item_matches')
    .where((eb) => eb.or([eb('lost_id', 'in', ids), eb('found_id', 'in', ids)]))
    .execute();
}

/** Every item the person's name may appear next to in someone else's notification. */
export async function itemsAround(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('items')
    .select('id')
    .where((eb) => eb.or([eb('posted_by_id', '=', userId), eb('claimed_by_id', '=', userId)]))
    .union(
      db
        .selectFrom('conversations as c')
        .innerJoin('conversation_participants as p', 'p.conversation_id', 'c.id')
        .select('c.item_id as id')
        .where('p.user_id', '=', userId),
    )
    .union(db.selectFrom('item_claims').select('item_id as id').where('claimant_id', '=', userId))
    .execute();
  return rows.map((r) => r.id);
}
