import { recordAudit } from '../audit';
import { findItemView } from './repository';
import type { Db } from '../../db';
import type { ItemRow } from '../../db/types';

const FIELDS = ['title', 'description', 'category', 'location', 'status'] as const;

/**
 * An admin's edit of someone else's item goes into the audit log too, besides the item's history
 * (docs/product.md#audit-log): the changed fields, before and after, the category by name. Run it
 * in the edit's transaction, after the write: the new values are read back from the row.
 */
export async function auditAdminEdit(
  trx: Db,
  actorId: string,
  before: ItemRow & { category: string },
  photo: 'new' | 'removed' | null,
): Promise<void> {
  const row = await findItemView(trx, before.id);
  if (!row) return;
  const after = { ...row, category: row.category_name };
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (before[field] !== after[field]) [was[field], now[field]] = [before[field], after[field]];
  }
  if (photo) [was.photo, now.photo] = [before.image_key ? 'a photo' : null, photo];
  if (Object.keys(now).length === 0) return;
  await recordAudit(trx, {
    actorId,
    action: 'item.update',
    targetType: 'item',
    targetId: before.id,
    before: was,
    after: now,
  });
}
