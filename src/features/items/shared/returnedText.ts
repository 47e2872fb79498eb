import { formatDate } from '../../../app/dates';
import type { Item } from '../../../api/enhancedApi';

/**
 * A Returned item's claim state (docs/product.md#screens): "Returned to its owner" with the
 * hand-over's date, in place of SPEC's "Already Claimed", which stays for Claimed items.
 */
export function returnedText(item: Pick<Item, 'status' | 'returnedAt'>): string | null {
  if (item.status !== 'Returned') return null;
  const date = formatDate(item.returnedAt);
  return date ? `Returned to its owner on ${date}` : 'Returned to its owner';
}
