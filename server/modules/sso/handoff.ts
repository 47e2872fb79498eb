import { nowIso } from '../../lib/ids';
import { sha256 } from '../../lib/secrets';
import { badRequest } from '../../errors';
import { startCampusSession, type SessionAnswer } from '../auth';
import { takeHandoff } from './loginsRepository';
import type { AppContext } from '../../context';

export const HANDOFF_USED = 'This sign-in has expired or was already used. Please sign in again.';

/** The SPA trades the callback's one-time code for the session a password login would start. */
export async function exchangeHandoff(ctx: AppContext, code: string): Promise<SessionAnswer> {
  const handoff = await takeHandoff(ctx.db, sha256(code));
  if (!handoff || handoff.expires_at <= nowIso()) throw badRequest(HANDOFF_USED);
  return startCampusSession(ctx, handoff.user_id);
}
