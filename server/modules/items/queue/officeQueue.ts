import { offsetOf, paginate } from '../../../lib/pagination';
import { withItems } from '../itemsByIds';
import { VIEW_COUNT, queueCounts, queuePage, type QueueView } from './queueRepository';
import type { AuthUser } from '../../auth';
import type { AppContext } from '../../../context';

const DAY_MS = 24 * 3600_000;
/** "Due within a week" (docs/product.md#the-keepers-queue). */
const SOON_MS = 7 * DAY_MS;

export type QueueQuery = {
  view: QueueView;
  deskId?: string;
  storage?: string;
  /** A reference or title words (docs/product.md#the-keepers-queue). */
  q?: string;
  page: number;
  limit: number;
};

/**
 * The keeper's queue (docs/product.md#the-keepers-queue): a page of one view, oldest first, and
 * the count of every view under the same desk, place and search filters. Keepers and admins see every
 * desk's items; "mine" narrows to the caller's desks and the items they keep.
 */
export async function officeQueue(ctx: AppContext, user: AuthUser, q: QueueQuery) {
  const now = Date.now();
  const scope = {
    dialect: ctx.dialect,
    userId: user.userId,
    soon: new Date(now + SOON_MS).toISOString(),
    deskId: q.deskId,
    storage: q.storage?.trim() || undefined,
    search: q.q?.trim() || undefined,
  };
  const counts = await queueCounts(ctx.db, scope);
  const total = counts[VIEW_COUNT[q.view]];
  const offset = offsetOf(q.page, q.limit);
  const rows = offset < total ? await queuePage(ctx.db, q.view, scope, q.limit, offset) : [];
  const pairs = await withItems(ctx.db, ctx.storage, rows);
  return {
    items: pairs.map(([r, item]) => ({
      // The queue is the office's: keepers and admins see where each item is kept.
      item: { ...item, storageLocation: r.storage_location },
      labelledAt: r.labelled_at,
      pendingClaims: r.pending_claims,
      dueAt:
        r.status === 'Found' && r.claimed_by_id === null
          ? new Date(Date.parse(r.created_at) + r.retention_days * DAY_MS).toISOString()
          : null,
    })),
    counts,
    pagination: paginate(q.page, q.limit, total),
  };
}
