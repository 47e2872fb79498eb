import { enqueue } from '../../jobs/enqueue';
import { deliveryFor } from './mailPlan';
import { insertNotification } from './repository';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { NotificationRow } from '../../db/types';
import type { NotificationMailDetails } from '../../mail/notificationMail';

/**
 * What storing a notification needs: the database, or the caller's transaction
 * (`{ db: trx, metrics: ctx.metrics }`); with `worker`, a mail queued in a transaction of our
 * own is sent at once; with `metrics`, it is counted (docs/deploy.md#metrics-and-logs).
 */
export type StoreCtx = Pick<AppContext, 'db'> & Partial<Pick<AppContext, 'worker' | 'metrics'>>;

const inTransaction = <T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute((trx) => work(trx));

/**
 * Inserts a notification together with its e-mail (docs/product.md#e-mail): `instant` queues a
 * `send-mail` job in the same transaction, so the mail is neither lost nor sent for a
 * notification that was rolled back; `digest` flags the row for the daily digest. A caller's
 * transaction wakes the worker itself after its commit (before it, the job is invisible).
 */
export async function insertWithMail(
  ctx: StoreCtx,
  row: NotificationRow,
  details?: NotificationMailDetails,
): Promise<void> {
  const ownTransaction = !ctx.db.isTransaction;
  const delivery = await inTransaction(ctx.db, async (db) => {
    const how = await deliveryFor(db, row.user_id, row.type);
    await insertNotification(db, { ...row, digest_pending: how === 'digest' ? 1 : 0 });
    if (how === 'instant') {
      await enqueue(db, 'send-mail', { notificationId: row.id, ...(details ? { details } : {}) });
    }
    return how;
  });
  if (ownTransaction && delivery === 'instant') ctx.worker?.wake();
}
