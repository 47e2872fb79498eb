import { notFound } from '../../errors';
import { offsetOf, paginate } from '../../lib/pagination';
import { recordAudit } from '../audit';
import { searchTerm } from '../../db/adminSearch';
import * as repo from '../items';
import { fetchItemsByIds } from '../items';
import type { AppContext } from '../../context';
import type { ListQuery } from './query';

export type { ItemSort } from '../items';

export async function listAdminItems(ctx: AppContext, q: ListQuery<repo.ItemSort>) {
  const filter = { dialect: ctx.dialect, search: searchTerm(q.search) };
  // Counting first lets a page past the end (or a search with no match) skip the page query.
  const total = await repo.countItems(ctx.db, filter);
  const offset = offsetOf(q.page, q.limit);
  const ids =
    offset < total
      ? await repo.pageOfItemIds(ctx.db, {
          ...filter,
          sortBy: q.sortBy,
          order: q.order,
          limit: q.limit,
          offset,
          total,
        })
      : [];
  return {
    items: await fetchItemsByIds(ctx.db, ctx.storage, ids),
    pagination: paginate(q.page, q.limit, total),
  };
}

export async function toggleItemActive(ctx: AppContext, actorId: string, id: string) {
  const nowActive = await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findItemFlag(trx, id);
    if (!row) throw notFound('Item not found.');
    const wasActive = Number(row.is_active) === 1;
    await repo.setItemActive(trx, id, !wasActive);
    await recordAudit(trx, {
      actorId,
      action: wasActive ? 'item.deactivate' : 'item.activate',
      targetType: 'item',
      targetId: id,
      before: { isActive: wasActive },
      after: { isActive: !wasActive },
    });
    return !wasActive;
  });
  const [item] = await fetchItemsByIds(ctx.db, ctx.storage, [id]);
  return { message: nowActive ? 'Item activated.' : 'Item deactivated.', item };
}
