import { nowIso } from '../../lib/ids';
import { storeNotification } from '../notifications';
import { markAlerted } from './matchRepository';
import type { MatchReport } from './types';
import type { AppContext } from '../../context';

/** The notification's text (docs/product.md#matching). */
export const matchMessage = (lostTitle: string, foundTitle: string) =>
  `Possible match for your lost item "${lostTitle}": "${foundTitle}"`;

/**
 * Alerts the owner of a Lost report about a Found item, once per pair ever: the conditional
 * update that marks the pair alerted and the stored notification, with its e-mail as the owner
 * chose (docs/product.md#e-mail), commit together, so whichever process (or retry) wins the
 * update is the only one to alert, and a crash after the commit still mails. The live push
 * follows the commit (the stored notification stays).
 */
export async function alertOnce(
  ctx: AppContext,
  ownerId: string,
  lost: Pick<MatchReport, 'id' | 'title'>,
  found: Pick<MatchReport, 'id' | 'title'>,
): Promise<void> {
  const event = await ctx.db.transaction().execute(async (trx) => {
    if (!(await markAlerted(trx, lost.id, found.id, nowIso()))) return null;
    const stored = await storeNotification(
      { db: trx, metrics: ctx.metrics },
      {
        userId: ownerId,
        type: 'match',
        message: matchMessage(lost.title, found.title),
        itemId: found.id,
        link: `/items/${found.id}`,
      },
    );
    return stored;
  });
  if (!event) return;
  ctx.metrics.matchSuggested('alert', 1);
  ctx.realtime.toUser(ownerId, 'newNotification', event);
  ctx.worker.wake();
}
