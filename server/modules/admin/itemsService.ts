import { notFound } from '../../errors';
import { enqueue } from '../../jobs/enqueue';
import { paginate } from '../../lib/pagination';
import { recordItemEvent } from '../itemHistory';
import * as repo from '../items';
import { fetchItemsByIds } from '../items';
import { itemByReference } from '../search';
import { auditActiveFlip } from './auditActiveFlip';
import { searchPage } from './searchPage';
import type { AppContext } from '../../context';
import type { ListQuery } from './query';

export type { ItemSort } from '../items';

export async function listAdminItems(ctx: AppContext, q: ListQuery<repo.ItemSort>) {
  // A reference finds its item exactly (docs/product.md#references-storage-and-custody).
  const byReference = await itemByReference(ctx.db, q.search);
  if (byReference !== undefined) {
    const ids = byReference && q.page === 1 ? [byReference.id] : [];
    const items = await fetchItemsByIds(ctx.db, ctx.storage, ids);
    return { items, pagination: paginate(q.page, q.limit, byReference ? 1 : 0) };
  }
  const { rows: ids, pagination } = await searchPage(ctx, q, repo.countItems, repo.pageOfItemIds);
  return { items: await fetchItemsByIds(ctx.db, ctx.storage, ids), pagination };
}

export async function toggleItemActive(ctx: AppContext, actorId: string, id: string) {
  const nowActive = await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findItemFlag(trx, id);
    if (!row) throw notFound('Item not found.');
    const wasActive = Number(row.is_active) === 1;
    await repo.setItemActive(trx, id, !wasActive);
    await auditActiveFlip(trx, actorId, 'item', id, wasActive);
    const action = wasActive ? 'deactivated' : 'reactivated';
    await recordItemEvent(trx, { itemId: id, actorId, action });
    // A re-activated item is matched again, like a new post (docs/product.md#matching).
    if (!wasActive) await enqueue(trx, 'match-item', { itemId: id });
    if (!wasActive) await enqueue(trx, 'saved-search-alerts', { itemId: id });
    return !wasActive;
  });
  if (nowActive) ctx.worker.wake();
  const [item] = await fetchItemsByIds(ctx.db, ctx.storage, [id]);
  return { message: nowActive ? 'Item activated.' : 'Item deactivated.', item };
}
