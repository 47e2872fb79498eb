import { formatDate } from '../../../app/dates';
import type { QueueItem } from '../../../api/enhancedApi';

/** Where the item is: its desk and storage place, or a dash. */
export const whereOf = ({ item }: QueueItem) =>
  [item.desk?.name, item.storageLocation].filter(Boolean).join(', ') || '—';

export const labelledOf = ({ labelledAt }: QueueItem) =>
  labelledAt ? formatDate(labelledAt) : 'Not labelled';

export const claimsOf = ({ pendingClaims: n }: QueueItem) => (n === 0 ? 'None' : `${n} pending`);

export const dueOf = ({ dueAt }: QueueItem) => (dueAt ? formatDate(dueAt) : '—');

/** Past its retention: due for disposal now (docs/product.md#retention); Found items only. */
export const isOverdue = ({ dueAt }: QueueItem, now: number) =>
  dueAt !== null && Date.parse(dueAt) <= now;
