import { nowIso } from '../../../lib/ids';
import { recordAudit } from '../../audit';
import { recordItemEvent } from '../../itemHistory';
import * as repo from '../repository';
import type { Db } from '../../../db';

/**
 * A keeper or admin printed these items' labels (docs/product.md#labels): the queue's "Not
 * labelled" view drops them, each history records a `labelled` event and the audit log an
 * `item.label` entry (a sheet is a bulk action: every one is audited), in one transaction.
 */
export async function markLabelled(db: Db, actorId: string, ids: string[]): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    for (const id of ids) {
      await repo.updateItemRow(trx, id, { labelled_at: now });
      await recordItemEvent(trx, { itemId: id, actorId, action: 'labelled' });
      await recordAudit(trx, { actorId, action: 'item.label', targetType: 'item', targetId: id });
    }
  });
}
