import { forbidden, notFound } from '../../errors';
import { nowIso } from '../../lib/ids';
import { getCampusSettings } from '../desks';
import { disposalBatch } from '../items';
import { isStaff, type AuthUser } from '../auth';
import { disposalRecordContent } from './disposalRecordContent';
import { renderLabels } from './labelPool';
import type { AppContext } from '../../context';

/**
 * The printable record of a disposal batch (docs/product.md#the-keepers-queue): keepers and
 * admins, any batch (it is the office's record); an unknown batch is a 404. Drawn on a label
 * thread, as receipts are (docs/performance.md#label-rendering).
 */
export async function disposalRecord(ctx: AppContext, user: AuthUser, batchId: string) {
  if (!isStaff(user)) {
    throw forbidden('Only keepers and admins may print a disposal record.');
  }
  const items = await disposalBatch(ctx.db, batchId);
  if (items.length === 0) throw notFound('Disposal batch not found.');
  const settings = await getCampusSettings(ctx);
  const record = disposalRecordContent(settings.campusName, batchId, items, nowIso());
  const pdf = await renderLabels(ctx, { kind: 'disposal', record });
  const day = (items[0]!.disposed_at ?? nowIso()).slice(0, 10);
  return { pdf, filename: `disposal-record-${day}.pdf` };
}
