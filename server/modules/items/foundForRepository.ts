import { lockItemRow } from './itemLockRepository';
import type { Db, Dialect } from '../../db';

/**
 * The Lost report an "I found this" post names (docs/product.md#i-found-this), locked
 * (lockItemRow) so it cannot be closed or claimed between the check and the link.
 */
export function lockReportForFinder(db: Db, dialect: Dialect, id: string) {
  return lockItemRow(db, dialect, id, ['closed_reason', 'ref_no', 'created_at']);
}
