import { newId, nowIso, isoIn } from '../../lib/ids';
import { newToken, sha256 } from '../../lib/secrets';
import type { Db } from '../../db';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Who is calling; set on request.auth by the contract's `token` security handler. */
export type AuthUser = {
  userId: string;
  sessionId: string;
  name: string;
  email: string;
  role: 'user' | 'keeper' | 'admin';
};

export async function createSession(
  db: Db,
  userId: string,
): Promise<{ token: string; sessionId: string }> {
  const token = newToken();
  const sessionId = newId();
  await db
    .insertInto('sessions')
    .values({
      id: sessionId,
      user_id: userId,
      token_hash: sha256(token),
      created_at: nowIso(),
      expires_at: isoIn(SESSION_TTL_MS),
      revoked_at: null,
    })
    .execute();
  return { token, sessionId };
}

/** The raw Authorization header, with or without `Bearer `. Role is read from the database. */
export async function findSessionUser(
  db: Db,
  header: string | undefined,
): Promise<AuthUser | null> {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  if (!token || token.length > 200) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'users.id as userId',
      'users.name',
      'users.email',
      'users.role',
    ])
    .where('sessions.token_hash', '=', sha256(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', nowIso())
    .where('users.is_active', '=', 1)
    .where('users.is_verified', '=', 1)
    .executeTakeFirst();
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of a user, except `keep` (e.g. the one that changed the password). */
export async function revokeUserSessions(db: Db, userId: string, keep?: string): Promise<void> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keep) q = q.where('id', '!=', keep);
  await q.execute();
}

/** Ids of a user's live sessions, except `keep`: their sockets are dropped after revocation. */
export async function liveSessionIds(db: Db, userId: string, keep?: string): Promise<string[]> {
  let q = db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso());
  if (keep) q = q.where('id', '!=', keep);
  return (await q.execute()).map((r) => r.id);
}

/** Has the account ever had a session? Sessions are revoked, never deleted (only erasure removes them). */
export async function hasHadSession(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
