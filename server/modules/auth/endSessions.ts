import { liveSessionIds, revokeUserSessions } from './sessions';
import type { AppContext } from '../../context';
import type { SessionEndReason } from '../../../shared/realtimeEvents';
import type { Db } from '../../db';

/**
 * Ends a user's sessions (all, or all but `keep`: the one that made the change) inside `db`, the
 * caller's transaction. Returns what to run after the commit: dropping their live sockets, so
 * a rolled-back change never disconnects anyone. `reason` is told to those sockets first.
 */
export async function endSessions(
  ctx: Pick<AppContext, 'realtime'>,
  db: Db,
  userId: string,
  opts: { keep?: string; reason: SessionEndReason },
): Promise<() => void> {
  const { keep, reason } = opts;
  const others = keep ? await liveSessionIds(db, userId, keep) : [];
  await revokeUserSessions(db, userId, keep);
  return () => {
    if (!keep) return ctx.realtime.disconnectUser(userId, reason);
    for (const sessionId of others) ctx.realtime.disconnectSession(sessionId, reason);
  };
}
