import { paginate } from '../../lib/pagination';
import { itemViewByRefNo, parseReference, toItem, type ItemView } from '../items';
import type { Db } from '../../db';
import type { ImageStore } from '../../storage/imageStore';

/**
 * A search text that is a whole reference (`LF-2026-00123`, any case) finds that item exactly
 * (docs/product.md#references-storage-and-custody): `undefined` when the text is not a reference,
 * else the item, or null when no item has that number and year.
 */
export async function itemByReference(
  db: Db,
  text: string | undefined,
): Promise<ItemView | null | undefined> {
  const ref = text ? parseReference(text) : null;
  if (!ref) return undefined;
  const row = await itemViewByRefNo(db, ref.refNo);
  // The number alone is unique; a wrong year means the reference was mistyped.
  return row && row.created_at.slice(0, 4) === ref.year ? row : null;
}

/**
 * The search page for a reference: that one item when the search would show it (active or
 * inactive as asked, the status filter), on page 1. Not cached: it is one indexed read.
 */
export function referencePageJson(
  storage: ImageStore,
  row: ItemView | null,
  p: { page: number; limit: number; status?: ItemView['status']; active: boolean },
): string {
  const shown =
    row && Number(row.is_active) === (p.active ? 1 : 0) && (!p.status || row.status === p.status);
  const items = shown && p.page === 1 ? [toItem(row, storage)] : [];
  return JSON.stringify({ items, pagination: paginate(p.page, p.limit, shown ? 1 : 0) });
}
