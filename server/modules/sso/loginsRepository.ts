import { nowIso } from '../../lib/ids';
import type { Db } from '../../db';
import type { OidcHandoffsTable, OidcLoginsTable } from '../../db/types';

/** A sign-in under way (migration 015): the checks its callback needs. */
export type LoginRow = OidcLoginsTable;

export async function insertLogin(db: Db, row: LoginRow): Promise<void> {
  await db.insertInto('oidc_logins').values(row).execute();
}

/** Deletes and returns the sign-in of this state: whoever reads it first is the only one. */
export async function takeLogin(db: Db, stateHash: string): Promise<LoginRow | undefined> {
  return db
    .deleteFrom('oidc_logins')
    .where('state_hash', '=', stateHash)
    .returningAll()
    .executeTakeFirst();
}

export async function insertHandoff(db: Db, row: OidcHandoffsTable): Promise<void> {
  await db.insertInto('oidc_handoffs').values(row).execute();
}

/** Deletes and returns the hand-off of this code: it works once. */
export async function takeHandoff(
  db: Db,
  codeHash: string,
): Promise<OidcHandoffsTable | undefined> {
  return db
    .deleteFrom('oidc_handoffs')
    .where('code_hash', '=', codeHash)
    .returningAll()
    .executeTakeFirst();
}

/** Sign-ins nobody finished and hand-offs nobody collected. */
export async function purgeExpired(db: Db): Promise<void> {
  const now = nowIso();
  await db.deleteFrom('oidc_logins').where('expires_at', '<=', now).execute();
  await db.deleteFrom('oidc_handoffs').where('expires_at', '<=', now).execute();
}
