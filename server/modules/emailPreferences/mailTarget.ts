import { DEFAULT_PREFERENCES, type EmailPreferences } from './kinds';
import { findMailTarget } from './repository';
import type { Db } from '../../db';

export type MailTarget = { email: string; name: string; preferences: EmailPreferences };

/**
 * Where a user's notification mail goes and what they chose, or undefined when they get none:
 * a deactivated account, or an address never verified (docs/product.md#e-mail).
 */
export async function mailTargetFor(db: Db, userId: string): Promise<MailTarget | undefined> {
  const row = await findMailTarget(db, userId);
  if (!row || Number(row.is_active) !== 1 || Number(row.is_verified) !== 1) return undefined;
  return {
    email: row.email,
    name: row.name,
    preferences: {
      messages: row.messages ?? DEFAULT_PREFERENCES.messages,
      claims: row.claims ?? DEFAULT_PREFERENCES.claims,
      matches: row.matches ?? DEFAULT_PREFERENCES.matches,
    },
  };
}
