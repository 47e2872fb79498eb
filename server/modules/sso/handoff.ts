import { nowIso } from '../../lib/ids';
import { sha256 } from '../../lib/secrets';
import { badRequest } from '../../errors';
import { hasHadSession, startCampusSession, type SessionAnswer } from '../auth';
import { takeHandoff } from './loginsRepository';
import type { AppContext } from '../../context';

/** The one-time code the SPA trades for a session is good this long. */
export const HANDOFF_TTL_MS = 60_000;

export const HANDOFF_USED =
  'This sign-in has expired, was already used or was started in another browser. Please sign in again.';
export const HANDOFF_NO_BROWSER =
  'This sign-in was started in another browser. Please sign in again in this one.';

/**
 * The hand-off row's key: the one-time code hashed together with the cookie secret of the browser
 * that started the sign-in (browserCookie.ts). The code alone finds nothing, so a code link sent
 * to someone else cannot sign them into the sender's account (login CSRF,
 * docs/security.md#single-sign-on). Both are 43 characters of base64url, so `.` separates them
 * unambiguously.
 */
export const handoffKey = (code: string, browserSecret: string) =>
  sha256(`${code}.${browserSecret}`);

/**
 * The SPA trades the callback's one-time code for the session a password login would start,
 * from the browser that started the sign-in only (its cookie comes with the request).
 */
export async function exchangeHandoff(
  ctx: AppContext,
  code: string,
  browserSecret: string | undefined,
): Promise<SessionAnswer> {
  if (!browserSecret) throw badRequest(HANDOFF_NO_BROWSER);
  const handoff = await takeHandoff(ctx.db, handoffKey(code, browserSecret));
  if (!handoff || handoff.expires_at <= nowIso()) throw badRequest(HANDOFF_USED);
  // Sessions are revoked, never deleted: none before this one means the sign-in is the account's
  // first (it created the account), and the SPA greets "Welcome", not "Welcome back".
  const firstSignIn = !(await hasHadSession(ctx.db, handoff.user_id));
  const answer = await startCampusSession(ctx, handoff.user_id);
  return { ...answer, firstSignIn };
}
