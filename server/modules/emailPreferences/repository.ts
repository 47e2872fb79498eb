import type { Db } from '../../db';
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
 * Turns these kinds off and leaves the others as they are, in one statement: `fresh` is the
 * whole row for a user who had none (the defaults with these kinds off).
 */
export async function setKindsOff(
  db: Db,
  userId: string,
  kinds: readonly EmailKind[],
  fresh: EmailPreferences,
  now: string,
): Promise<void> {
  const off: Partial<Record<EmailKind, EmailDelivery>> = {};
  for (const kind of kinds) off[kind] = 'off';
  await db
    .insertInto('email_preferences')
    .values({ user_id: userId, ...fresh, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...off, updated_at: now }))
    .execute();
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
