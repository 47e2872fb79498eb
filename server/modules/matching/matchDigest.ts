import { nowIso } from '../../lib/ids';
import { wantsMatchDigest } from '../emailPreferences';
import { storeNotification } from '../notifications';
import { matchDigestContent } from './digestContent';
import { DIGEST_THRESHOLD } from './digestPolicy';
import { itemTitles, ownersWithDigest, takeDigestPairs } from './digestRepository';
import type { AppContext } from '../../context';

const OWNERS_PER_PAGE = 200;

/**
 * The `match-digest` job (docs/product.md#matching), queued once a day (keyed by the day) by
 * each run of the e-mail digest (notifications/digestSchedule.ts): each owner of an open Lost
 * report with pairs at or above DIGEST_THRESHOLD that did not alert, were never listed and were
 * not marked "Not mine" gets one `match` notification listing them, mailed as they chose for
 * matches. Safe to run twice or on two instances: each pair is listed once (digestFor). An owner
 * whose digest fails keeps their pairs waiting for the worker's retry of the job.
 */
export async function sendMatchDigests(ctx: AppContext): Promise<void> {
  let failed = 0;
  let cursor = '';
  for (;;) {
    const owners = await ownersWithDigest(ctx.db, DIGEST_THRESHOLD, cursor, OWNERS_PER_PAGE);
    if (owners.length === 0) break;
    for (const ownerId of owners) {
      try {
        await digestFor(ctx, ownerId);
      } catch (err) {
        failed += 1;
        ctx.log.error({ err, userId: ownerId }, 'match digest not stored; its pairs stay waiting');
      }
    }
    cursor = owners[owners.length - 1]!;
  }
  ctx.worker.wake();
  if (failed > 0) throw new Error(`${failed} match digests could not be stored`);
}

/**
 * One owner's digest, exactly once: taking the pairs (the conditional update that marks them
 * listed) and storing the notification with its e-mail commit together. An owner who turned the
 * digest off gets none, and their pairs stay unlisted (turned on again, the next digest lists
 * those still open). The live push and the count follow the commit.
 */
async function digestFor(ctx: AppContext, ownerId: string): Promise<void> {
  const sent = await ctx.db.transaction().execute(async (trx) => {
    if (!(await wantsMatchDigest(trx, ownerId))) return null;
    const pairs = await takeDigestPairs(trx, ownerId, DIGEST_THRESHOLD, nowIso());
    if (pairs.length === 0) return null;
    const titles = await itemTitles(trx, [
      ...new Set(pairs.flatMap((p) => [p.lost_id, p.found_id])),
    ]);
    const item = (id: string) => ({ id, title: titles.get(id) ?? '' });
    const content = matchDigestContent(
      pairs.map((p) => ({ lost: item(p.lost_id), found: item(p.found_id), score: p.score })),
    );
    const event = await storeNotification(
      { db: trx, metrics: ctx.metrics },
      {
        userId: ownerId,
        type: 'match',
        message: content.message,
        itemId: content.itemId,
        link: content.link,
        mail: content.mail,
      },
    );
    return { event, count: content.count };
  });
  if (!sent) return;
  ctx.metrics.matchSuggested('digest', sent.count);
  ctx.realtime.toUser(ownerId, 'newNotification', sent.event);
}
