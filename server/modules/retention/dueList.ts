import { nowIso } from '../../lib/ids';
import { offsetOf, paginate } from '../../lib/pagination';
import { countDueItems, pageOfDueItems, withItems } from '../items';
import type { AppContext } from '../../context';

export const DAY_MS = 24 * 3600_000;

/** When an item posted at `createdAt` falls due after `days` days (whole 24-hour days). */
export const dueSince = (createdAt: string, days: number): string =>
  new Date(Date.parse(createdAt) + days * DAY_MS).toISOString();

/**
 * Found, active, unclaimed items past their category's retention, oldest first, paged like the
 * other admin lists (docs/product.md#retention).
 */
export async function listDisposalDue(ctx: AppContext, page: number, limit: number) {
  const now = nowIso();
  const total = await countDueItems(ctx.db, ctx.dialect, now);
  const offset = offsetOf(page, limit);
  const rows = offset < total ? await pageOfDueItems(ctx.db, ctx.dialect, now, limit, offset) : [];
  const pairs = await withItems(ctx.db, ctx.storage, rows);
  return {
    items: pairs.map(([r, item]) => ({
      item,
      ageDays: Math.max(0, Math.floor((Date.parse(now) - Date.parse(r.created_at)) / DAY_MS)),
      retentionDays: r.retention_days,
      dueSince: dueSince(r.created_at, r.retention_days),
    })),
    pagination: paginate(page, limit, total),
  };
}
