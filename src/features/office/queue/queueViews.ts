import type { QueueCounts, QueueView } from '../../../api/enhancedApi';

/** The queue's views, in the order the page offers them (docs/product.md#the-keepers-queue). */
export const QUEUE_VIEWS: { view: QueueView; label: string; count: keyof QueueCounts }[] = [
  { view: 'all', label: 'All', count: 'all' },
  { view: 'mine', label: 'My desks', count: 'mine' },
  { view: 'unlabelled', label: 'Not labelled', count: 'unlabelled' },
  { view: 'pending-claims', label: 'Pending claims', count: 'pendingClaims' },
  { view: 'awaiting-handover', label: 'Waiting for hand-over', count: 'awaitingHandover' },
  { view: 'due-soon', label: 'Due within a week', count: 'dueSoon' },
];

export const QUEUE_PAGE_SIZE = 20;
