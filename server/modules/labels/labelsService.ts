import { forbidden, notFound } from '../../errors';
import {
  fetchItemsByIds,
  isAdmin,
  ITEM_GONE,
  markLabelled,
  storagePlacesOf,
  type Item,
} from '../items';
import { isStaff, type AuthUser } from '../auth';
import { labelContent } from './labelContent';
import { renderLabels } from './labelPool';
import type { AppContext } from '../../context';

/** Items by id, in the asked order; an unknown id, or an inactive one for a non-admin, is a 404. */
async function labelledItems(ctx: AppContext, ids: string[], user: AuthUser): Promise<Item[]> {
  const items = await fetchItemsByIds(ctx.db, ctx.storage, ids);
  const byId = new Map(items.map((item) => [item._id, item]));
  return ids.map((id) => {
    const item = byId.get(id);
    if (!item || (!item.isActive && !isAdmin(user))) {
      throw notFound(ids.length === 1 ? ITEM_GONE : `Item ${id} not found.`);
    }
    return item;
  });
}

/** Label PDFs are drawn on a label thread (docs/performance.md#label-rendering). */
export function labelsService(ctx: AppContext) {
  /** Each item's label, with the desk and the shelf it is kept on. */
  const contents = async (items: Item[]) => {
    const shelves = await storagePlacesOf(
      ctx.db,
      items.map((item) => item._id),
    );
    return items.map((item) =>
      labelContent(item, ctx.config.publicUrl, shelves.get(item._id) ?? null),
    );
  };
  return {
    /** One label: keepers, admins and the item's poster. */
    async itemLabel(user: AuthUser, id: string) {
      const [item] = await labelledItems(ctx, [id], user);
      if (!isStaff(user) && item!.postedBy._id !== user.userId) {
        throw forbidden('Only keepers, admins and the poster may print this label.');
      }
      const pdf = await renderLabels(ctx, { kind: 'single', contents: await contents([item!]) });
      // The office's print counts as labelling it; a poster's copy does not.
      if (isStaff(user)) await markLabelled(ctx.db, user.userId, [id]);
      return { pdf, filename: `label-${item!.reference}.pdf` };
    },

    /** One A4 sheet: keepers and admins only; the ids are unique and at most 24 (the contract). */
    async sheet(user: AuthUser, ids: string[]) {
      if (!isStaff(user)) throw forbidden('Only keepers and admins may print label sheets.');
      const items = await labelledItems(ctx, ids, user);
      const day = new Date().toISOString().slice(0, 10);
      const pdf = await renderLabels(ctx, { kind: 'sheet', contents: await contents(items) });
      await markLabelled(ctx.db, user.userId, ids);
      return { pdf, filename: `labels-${day}.pdf` };
    },
  };
}
