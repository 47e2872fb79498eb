import { sql } from 'kysely';
import type { Db, Dialect } from '../../db';
import type { EmailDelivery } from '../../db/types';
import type { EmailKind, EmailPreferences } from './kinds';

/** The user's stored choices; undefined while they are the defaults. */
export function findPreferences(db: Db, userId: string) {
  return db
    .selectFrom('email_preferences')
    .select(['messages', 'claims', 'matches'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function savePreferences(
  db: Db,
  userId: string,
  prefs: EmailPreferences,
  now: string,
): Promise<void> {
  const choices = { messages: prefs.messages, claims: prefs.claims, matches: prefs.matches };
  await db
    .insertInto('email_preferences')
    .values({ user_id: userId, ...choices, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...choices, updated_at: now }))
    .execute();
}

/**
 * Turns these kinds off and leaves the others as they are, in one statement, and only while the
 * account is verified: an erased account never is again, so a link mailed before its erasure
 * writes nothing (docs/security.md#e-mail). `fresh` is the whole row for a user who had none
 * (the defaults with these kinds off). On PostgreSQL the account row is read `FOR SHARE`, so an
 * erasure under way (it locks that row first) is waited for and then seen. False: no such
 * account, or not verified.
 */
export async function setKindsOffIfVerified(
  db: Db,
  dialect: Dialect,
  userId: string,
  kinds: readonly EmailKind[],
  fresh: EmailPreferences,
  now: string,
): Promise<boolean> {
  const off: Partial<Record<EmailKind, EmailDelivery>> = {};
  for (const kind of kinds) off[kind] = 'off';
  const text = (value: string) => sql<string>`cast(${value} as text)`;
  let account = db
    .selectFrom('users')
    .select([
      'id',
      text(fresh.messages).as('messages'),
      text(fresh.claims).as('claims'),
      text(fresh.matches).as('matches'),
      text(now).as('updated_at'),
    ])
    .where('id', '=', userId)
    .where('is_verified', '=', 1);
  if (dialect === 'postgres') account = account.forShare();
  const res = await db
    .insertInto('email_preferences')
    .columns(['user_id', 'messages', 'claims', 'matches', 'updated_at'])
    .expression(account)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...off, updated_at: now }))
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Where and whether a user gets mail: the account and its choices (null columns: defaults). */
export function findMailTarget(db: Db, userId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('email_preferences as p', 'p.user_id', 'u.id')
    .select([
      'u.email',
      'u.name',
      'u.is_active',
      'u.is_verified',
      'p.messages',
      'p.claims',
      'p.matches',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}
