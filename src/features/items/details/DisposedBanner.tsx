import { Alert } from '@mui/material';
import { formatDate } from '../../../app/dates';
import { methodWord } from '../../office/retention/disposalMethods';
import type { Item } from '../../../api/enhancedApi';

/**
 * "Disposed of on 09/21/2026: transferred to the card office": the method's word, then the
 * office's note when it wrote one (docs/product.md#retention).
 */
export function disposedText(disposal: NonNullable<Item['disposal']>): string {
  const how = [methodWord(disposal.method), disposal.note?.trim()].filter(Boolean).join(' ');
  return `Disposed of on ${formatDate(disposal.at)}: ${how}`;
}

/** An item the office let go of says so first: nothing can be claimed or collected any more. */
export function DisposedBanner({ item }: { item: Pick<Item, 'disposal'> }) {
  if (!item.disposal) return null;
  return <Alert severity="warning">{disposedText(item.disposal)}</Alert>;
}
