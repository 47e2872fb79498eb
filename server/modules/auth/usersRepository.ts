import { nowIso } from '../../lib/ids';
import type { Db } from '../../db';
import type { NewUser, UserRow, UserUpdate } from '../../db/types';

/** `email` is canonical (emailAddress.ts): rows are compared as stored, never folded. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

/** Inserts unless the email is taken (concurrent registrations, two instances starting). */
export async function insertUserIfAbsent(db: Db, user: NewUser): Promise<boolean> {
  const res = await db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateUser(
  db: Db,
  id: string,
  patch: Omit<UserUpdate, 'id' | 'updated_at'>,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...patch, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Whether another account already uses this email. */
export async function emailTakenByOther(db: Db, email: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return Boolean(row);
}
