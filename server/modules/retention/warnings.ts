import { markDisposalWarned, unwarnedDueBy } from '../items';
import { ALERT_THRESHOLD, lostOwnersMatchedTo } from '../matching';
import { storeNotification } from '../notifications';
import { DAY_MS } from './dueList';
import type { AppContext } from '../../context';
import type { NotificationEvent } from '../../../shared/realtimeEvents';

/** Owners are warned this long before an item falls due (docs/product.md#retention). */
export const WARN_BEFORE_MS = 7 * DAY_MS;
const BATCH = 200;

/** The notification's text (docs/product.md#retention). */
export const disposalWarning = (title: string, date: string) =>
  `A found item that may be yours, "${title}", will be disposed of on ${date}. Check it before then.`;

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The `disposal-warnings` job, queued once a day (keyed by the day) by each run of the e-mail
 * digest, the one job due daily across instances (notifications/digestSchedule.ts): every Found
 * item that falls due within seven days (or is due already) and was not warned about yet warns
 * the owners of the Lost reports matched to it.
 * Safe to run twice or on two instances: each item is warned once (warnOnce). An item whose
 * warning fails is left for the worker's retry of the job.
 */
export async function warnDueSoon(ctx: AppContext, now = new Date()): Promise<void> {
  const until = new Date(now.getTime() + WARN_BEFORE_MS).toISOString();
  let after: { created_at: string; id: string } | null = null;
  let failed = 0;
  for (;;) {
    const batch = await unwarnedDueBy(ctx.db, ctx.dialect, until, after, BATCH);
    if (batch.length === 0) break;
    for (const item of batch) {
      try {
        await warnOnce(ctx, item, now);
      } catch (err) {
        // That item stays unwarned; the others go on, and the rerun tries it again.
        failed += 1;
        ctx.log.error({ err, itemId: item.id }, 'disposal warning not stored');
      }
    }
    after = batch[batch.length - 1]!;
  }
  ctx.worker.wake();
  if (failed > 0) throw new Error(`${failed} disposal warnings could not be stored`);
}

/**
 * One item: the conditional update that marks it warned and the stored notifications (with
 * their e-mail, docs/product.md#e-mail) commit together, so only the process that wins the
 * update warns; the live pushes follow the commit. An item already due is announced for today.
 */
async function warnOnce(
  ctx: AppContext,
  item: { id: string; title: string; due_at: string },
  now: Date,
): Promise<void> {
  const date = dateText(item.due_at > now.toISOString() ? item.due_at : now.toISOString());
  const sent = await ctx.db.transaction().execute(async (trx) => {
    if (!(await markDisposalWarned(trx, item.id, now.toISOString()))) return [];
    const owners = await lostOwnersMatchedTo(trx, item.id, ALERT_THRESHOLD);
    const out: { userId: string; event: NotificationEvent }[] = [];
    for (const userId of owners) {
      const event = await storeNotification(
        { db: trx, metrics: ctx.metrics },
        {
          userId,
          type: 'match',
          message: disposalWarning(item.title, date),
          itemId: item.id,
          link: `/items/${item.id}`,
        },
      );
      out.push({ userId, event });
    }
    return out;
  });
  for (const { userId, event } of sent) ctx.realtime.toUser(userId, 'newNotification', event);
}
