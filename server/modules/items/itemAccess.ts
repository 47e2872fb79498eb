import { notFound } from '../../errors';
import { isStaff, type AuthUser } from '../auth';
import { canSeeStorage } from './custody/custodyAccess';
import { canSeeItem } from './itemVisibility';
import * as repo from './repository';
import { toItem, type Item } from './serialize';
import type { ItemRow } from '../../db/types';
import type { AppContext } from '../../context';

export const ITEM_GONE = 'Item not found.';

export const isAdmin = (user?: AuthUser) => user?.role === 'admin';

/**
 * The item as the API shows it (with poster, keeper, claimant names and the image URL). With a
 * `viewer`, also where it is stored when they may know (never in lists, search pages or caches).
 */
export async function viewItem(
  ctx: AppContext,
  id: string,
  viewer?: AuthUser,
): Promise<Item & { storageLocation?: string | null; finder?: Finder | null }> {
  const row = await repo.findItemView(ctx.db, id);
  if (!row) throw notFound(ITEM_GONE);
  const item = toItem(row, ctx.storage, viewer);
  const withStorage = canSeeStorage(row, viewer)
    ? { ...item, storageLocation: row.storage_location }
    : item;
  // The finder of a walk-in item is the office's to know (docs/product.md#walk-in-intake).
  if (!isStaff(viewer)) return withStorage;
  const finder =
    row.finder_name || row.finder_contact
      ? {
          name: row.finder_name,
          contact: row.finder_contact,
          notifyOnReturn: Number(row.finder_notify) === 1,
          notifiedAt: row.finder_notified_at,
        }
      : null;
  return { ...withStorage, finder };
}

type Finder = {
  name: string | null;
  contact: string | null;
  notifyOnReturn: boolean;
  notifiedAt: string | null;
};

/** Active items for everyone; inactive ones only for their poster and admins. */
export async function visibleItem(ctx: AppContext, id: string, user?: AuthUser): Promise<ItemRow> {
  const item = await repo.findItem(ctx.db, id);
  if (!item) throw notFound(ITEM_GONE);
  if (!canSeeItem(item, user)) throw notFound(ITEM_GONE);
  return item;
}
