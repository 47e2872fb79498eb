import { nowIso } from '../../lib/ids';
import type { Db } from '../../db';
import type { UserRow } from '../../db/types';

/** The account linked to a campus sign-in (`{issuer} {sub}`, migration 015). */
export async function findUserByOidcSubject(db: Db, subject: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('oidc_subject', '=', subject).executeTakeFirst();
}

/** Links an account that has no campus sign-in yet; false when it has one (or is gone). */
export async function linkOidcSubject(db: Db, userId: string, subject: string): Promise<boolean> {
  const res = await db
    .updateTable('users')
    .set({ oidc_subject: subject, updated_at: nowIso() })
    .where('id', '=', userId)
    .where('oidc_subject', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
