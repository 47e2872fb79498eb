import { sql } from 'kysely';
import { newId, nowIso } from '../../lib/ids';
import type { Db } from '../../db';

/**
 * Sign-ups of unverified accounts (migration 004). Each sign-up keeps the name and password hash
 * it chose; its verification codes point at it. Verifying a code gives the account exactly that
 * sign-up's credentials and drops every other sign-up, so re-registering an unverified address
 * never changes what the real owner's code confirms.
 */
export type Registration = {
  id: string;
  user_id: string;
  name: string;
  password_hash: string;
  created_at: string;
};

/** An unverified account is deleted this long after its last sign-up. */
export const PENDING_ACCOUNT_TTL_MS = 7 * 24 * 60 * 60_000;

export async function insertRegistration(
  db: Db,
  row: Omit<Registration, 'id' | 'created_at'>,
): Promise<Registration> {
  const reg = { ...row, id: newId(), created_at: nowIso() };
  await db.insertInto('pending_registrations').values(reg).execute();
  return reg;
}

export async function findRegistration(db: Db, id: string): Promise<Registration | undefined> {
  return db.selectFrom('pending_registrations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The account's sign-ups, newest first. */
export async function listRegistrations(
  db: Db,
  userId: string,
  limit = 50,
): Promise<Registration[]> {
  return db
    .selectFrom('pending_registrations')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function deleteRegistrations(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('pending_registrations').where('user_id', '=', userId).execute();
}

/** Single columns that point at a user; a pending account any of them names is kept. */
const USER_REFERENCES = [
  'conversation_participants.user_id',
  'messages.sender_id',
  'conversations.starter_id',
  'handover_codes.created_by_id',
  'audit_log.actor_id',
] as const;
type UserReference = (typeof USER_REFERENCES)[number];
type TableOf<C> = C extends `${infer T}.${string}` ? T : never;
const tableOf = <C extends UserReference>(column: C) => column.split('.')[0] as TableOf<C>;

/**
 * Deletes unverified accounts whose last sign-up is older than PENDING_ACCOUNT_TTL_MS (or only
 * the one with `email`). Accounts something else refers to (an item an admin assigned to a
 * pending keeper, say) are kept. Returns how many were deleted.
 */
export async function purgeExpiredPending(db: Db, email?: string): Promise<number> {
  const cutoff = new Date(Date.now() - PENDING_ACCOUNT_TTL_MS).toISOString();
  let q = db
    .deleteFrom('users')
    .where('is_verified', '=', 0)
    .where('created_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('pending_registrations')
            .select(sql.lit(1).as('one'))
            .whereRef('pending_registrations.user_id', '=', 'users.id')
            .where('pending_registrations.created_at', '>=', cutoff),
        ),
      ),
    )
    .where(({ not, exists, selectFrom, or }) =>
      not(
        or([
          exists(
            selectFrom('items')
              .select(sql.lit(1).as('one'))
              .where((w) =>
                w.or([
                  w('items.posted_by_id', '=', w.ref('users.id')),
                  w('items.keeper_id', '=', w.ref('users.id')),
                  w('items.claimed_by_id', '=', w.ref('users.id')),
                ]),
              ),
          ),
          ...USER_REFERENCES.map((column) =>
            exists(
              selectFrom(tableOf(column))
                .select(sql.lit(1).as('one'))
                .whereRef(column, '=', 'users.id'),
            ),
          ),
        ]),
      ),
    );
  if (email) q = q.where('email', '=', email);
  const res = await q.executeTakeFirst();
  return Number(res.numDeletedRows);
}
