import { sql } from 'kysely';
import type { Db, Dialect } from '../../db';
import type { Bool, EmailDelivery } from '../../db/types';
import type { EmailPreferences, EmailSettings, UnsubscribeKind } from './kinds';

/** The user's stored choices; undefined while they are the defaults. */
export function findPreferences(db: Db, userId: string) {
  return db
    .selectFrom('email_preferences')
    .select(['messages', 'claims', 'matches', 'match_digest'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Saves the choices; without `matchDigest`, the stored one stays (on for a new row). */
export async function savePreferences(
  db: Db,
  userId: string,
  prefs: EmailPreferences & Partial<Pick<EmailSettings, 'matchDigest'>>,
  now: string,
): Promise<void> {
  const digest: { match_digest?: Bool } =
    prefs.matchDigest === undefined ? {} : { match_digest: prefs.matchDigest ? 1 : 0 };
  const choices = {
    messages: prefs.messages,
    claims: prefs.claims,
    matches: prefs.matches,
    ...digest,
  };
  await db
    .insertInto('email_preferences')
    .values({ user_id: userId, ...choices, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...choices, updated_at: now }))
    .execute();
}

/** Whether the user wants the daily digest of possible matches (no row: the default, on). */
export async function findMatchDigest(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('email_preferences')
    .select('match_digest')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row === undefined || Number(row.match_digest) === 1;
}

/**
 * Turns these kinds off (the digest of possible matches too, when named) and leaves the others
 * as they are, in one statement, and only while the account is verified: an erased account
 * never is again, so a link mailed before its erasure writes nothing (docs/security.md#e-mail).
 * `fresh` is the whole row for a user who had none (the defaults with these kinds off). On
 * PostgreSQL the account row is read `FOR SHARE`, so an erasure under way (it locks that row
 * first) is waited for and then seen. False: no such account, or not verified.
 */
export async function setKindsOffIfVerified(
  db: Db,
  dialect: Dialect,
  userId: string,
  kinds: readonly UnsubscribeKind[],
  fresh: EmailSettings,
  now: string,
): Promise<boolean> {
  const off: Partial<Record<'messages' | 'claims' | 'matches', EmailDelivery>> & {
    match_digest?: 0;
  } = {};
  for (const kind of kinds) {
    if (kind === 'matchDigest') off.match_digest = 0;
    else off[kind] = 'off';
  }
  const text = (value: string) => sql<string>`cast(${value} as text)`;
  let account = db
    .selectFrom('users')
    .select([
      'id',
      text(fresh.messages).as('messages'),
      text(fresh.claims).as('claims'),
      text(fresh.matches).as('matches'),
      sql<number>`cast(${fresh.matchDigest ? 1 : 0} as integer)`.as('match_digest'),
      text(now).as('updated_at'),
    ])
    .where('id', '=', userId)
    .where('is_verified', '=', 1);
  if (dialect === 'postgres') account = account.forShare();
  const res = await db
    .insertInto('email_preferences')
    .columns(['user_id', 'messages', 'claims', 'matches', 'match_digest', 'updated_at'])
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
