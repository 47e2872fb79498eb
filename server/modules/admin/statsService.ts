import { usersByRole } from '../auth';
import { countActiveCategories } from '../categories';
import { countConversations } from '../conversations';
import { activeItemsByStatus, perDay, topPosters } from '../items';
import { bucketWeeks, seriesStart } from './weekly';
import type { AppContext } from '../../context';

const WEEKS = 12;
const TOP_POSTERS = 5;

/**
 * Item counters cover active items (deleted items are soft-deleted, i.e. inactive); user
 * counters cover every account; the weekly series counts every posting and hand-over event.
 */
export async function dashboardStats(ctx: AppContext, now = new Date()) {
  const start = seriesStart(now, WEEKS);
  const from = start.toISOString();
  const to = new Date(start.getTime() + WEEKS * 7 * 24 * 60 * 60 * 1000).toISOString();
  const [byStatus, byRole, categories, conversations, top, posted, returned] = await Promise.all([
    activeItemsByStatus(ctx.db),
    usersByRole(ctx.db),
    countActiveCategories(ctx.db),
    countConversations(ctx.db),
    topPosters(ctx.db, TOP_POSTERS),
    perDay(ctx.db, 'created_at', from, to),
    perDay(ctx.db, 'returned_at', from, to),
  ]);
  const sum = (pick: (r: (typeof byRole)[number]) => boolean) =>
    byRole.filter(pick).reduce((n, r) => n + r.n, 0);
  const status = (s: string) => byStatus[s] ?? 0;
  return {
    stats: {
      totalItems: status('Lost') + status('Found') + status('Claimed') + status('Returned'),
      lostItems: status('Lost'),
      foundItems: status('Found'),
      claimedItems: status('Claimed'),
      returnedItems: status('Returned'),
      totalUsers: sum(() => true),
      activeUsers: sum((r) => r.active),
      totalKeepers: sum((r) => r.role === 'keeper' && r.active),
      totalCategories: categories,
      totalConversations: conversations,
      mostActiveUsers: top,
    },
    // Beside `stats`, never inside: `stats` stays flat counters (docs/product.md#admin-console).
    weekly: bucketWeeks(start, WEEKS, posted, returned),
  };
}
