import { sql } from 'kysely';
import type { Db } from '../../db';

// A literal, not a parameter: only then may either database use the partial index (migration 011).
const waiting = sql<boolean>`digest_pending = 1`;

/** The users with notifications waiting for the digest, after `afterUserId`, in id order. */
export async function usersWithDigest(
  db: Db,
  afterUserId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('notifications')
    .select('user_id')
    .distinct()
    .where(waiting)
    .where('user_id', '>', afterUserId)
    .orderBy('user_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.user_id);
}

/**
 * Takes the user's waiting notifications off the digest and returns them, in one statement: of
 * two runs at once (a lease that ran out), only one gets each row.
 */
export function takeDigest(db: Db, userId: string) {
  return db
    .updateTable('notifications')
    .set({ digest_pending: 0 })
    .where('user_id', '=', userId)
    .where(waiting)
    .returning(['id', 'type', 'message', 'link', 'is_read', 'created_at'])
    .execute();
}

/** Puts one notification (back) on its user's next digest. */
export async function setDigestPending(db: Db, id: string): Promise<void> {
  await db.updateTable('notifications').set({ digest_pending: 1 }).where('id', '=', id).execute();
}
