import { nowIso } from '../../lib/ids';
import { storeNotification } from '../notifications';
import { markAlerted } from './matchRepository';
import type { MatchReport } from './types';
import type { AppContext } from '../../context';
import type { Db } from '../../db';

/** The notification's text (docs/product.md#matching). */
export const matchMessage = (lostTitle: string, foundTitle: string) =>
  `Possible match for your lost item "${lostTitle}": "${foundTitle}"`;

export type MatchAlert = {
  ownerId: string;
  event: Awaited<ReturnType<typeof storeNotification>>;
};

/**
 * Alerts the owner of a Lost report about a Found item, once per pair ever: the conditional
 * update that marks the pair alerted and the stored notification, with its e-mail as the owner
 * chose (docs/product.md#e-mail), commit together, so whichever process (or retry) wins the
 * update is the only one to alert, and a crash after the commit still mails. Call inside the
 * transaction that saves the pair; `announceAlerts` pushes the alerts live after the commit.
 * Null when the pair had alerted already.
 */
export async function alertOnce(
  trx: Db,
  metrics: AppContext['metrics'],
  ownerId: string,
  lost: Pick<MatchReport, 'id' | 'title'>,
  found: Pick<MatchReport, 'id' | 'title'>,
): Promise<MatchAlert | null> {
  if (!(await markAlerted(trx, lost.id, found.id, nowIso()))) return null;
  const event = await storeNotification(
    { db: trx, metrics },
    {
      userId: ownerId,
      type: 'match',
      message: matchMessage(lost.title, found.title),
      itemId: found.id,
      link: `/items/${found.id}`,
    },
  );
  return { ownerId, event };
}

/** After the commit: the live pushes (the stored notifications stay) and the mail's job. */
export function announceAlerts(ctx: AppContext, alerts: MatchAlert[]): void {
  if (alerts.length === 0) return;
  ctx.metrics.matchSuggested('alert', alerts.length);
  for (const { ownerId, event } of alerts) ctx.realtime.toUser(ownerId, 'newNotification', event);
  ctx.worker.wake();
}
