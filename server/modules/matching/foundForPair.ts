import { storeNotification } from '../notifications';
import { insertFoundForPair } from './foundForRepository';
import type { NotificationEvent } from '../../../shared/realtimeEvents';
import type { Db } from '../../db';
import type { AppContext } from '../../context';

/** The owner's notification text (docs/product.md#i-found-this). */
export const foundForMessage = (lostTitle: string, foundReference: string) =>
  `Someone found your lost "${lostTitle}": see ${foundReference}`;

/**
 * "I found this" (docs/product.md#i-found-this): inside the post's transaction, the Found item
 * and the Lost report are matched at once and the report's owner is told, without waiting for the
 * scorer. Answers the stored notification; the caller pushes it live after the commit, as
 * alertOnce.ts does for the scorer's alerts.
 */
export async function pairFoundFor(
  ctx: Pick<AppContext, 'metrics'>,
  trx: Db,
  input: {
    ownerId: string;
    lost: { id: string; title: string };
    found: { id: string; reference: string };
    now: string;
  },
): Promise<NotificationEvent> {
  await insertFoundForPair(trx, input.lost.id, input.found.id, input.now);
  return storeNotification(
    { db: trx, metrics: ctx.metrics },
    {
      userId: input.ownerId,
      type: 'match',
      message: foundForMessage(input.lost.title, input.found.reference),
      itemId: input.found.id,
      link: `/items/${input.found.id}`,
    },
  );
}
