import { conflict, forbidden, notFound, validationError } from '../../errors';
import { newId, nowIso } from '../../lib/ids';
import { paginate, offsetOf, type Pagination } from '../../lib/pagination';
import {
  deleteItemImage,
  processItemImage,
  storeItemImage,
  type ProcessedImage,
} from '../../storage/itemImages';
import { recordAudit } from '../audit';
import { notify } from '../notifications';
import { findUserById } from '../auth';
import { findActiveByName } from '../categories';
import * as repo from './repository';
import { canPostAs, editChange } from './statusRules';
import { SearchCache } from './searchCache';
import { searchTokens } from './searchQuery';
import { searchItemRows, searchVersion } from './searchRepository';
import { toItem, type Item } from './serialize';
import type { AuthUser } from '../auth';
import type { ItemRow } from '../../db/types';
import type { Db } from '../../db';
import type { AppContext } from '../../context';

type Status = ItemRow['status'];

export type ItemFields = {
  title: string;
  description: string;
  category: string;
  status: Status;
  location: string;
};

/** absent: keep the photo; remove: drop it; Buffer: a new photo (bytes not yet checked). */
export type ImageChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'new'; data: Buffer };

export type SearchParams = {
  page: number;
  limit: number;
  search?: string;
  status?: Status;
  /** Only honoured for admins; everyone else sees active items. */
  showInactive: boolean;
};

const isAdmin = (user?: AuthUser) => user?.role === 'admin';
const ITEM_GONE = 'Item not found.';
// A hand-over needs two people: whoever claims an item can never also hold it for its poster.
const KEEPER_CANNOT_CLAIM = 'You are the keeper of this item, so you cannot claim it.';
const CLAIMANT_CANNOT_KEEP = 'The person who claimed this item cannot be its keeper.';

/** The contract's `maximum` for `limit`, enforced here too: a page's size bounds its cost. */
export const MAX_SEARCH_LIMIT = 100;

// Pages are cached as the JSON text sent: a hit costs one version read and no serialization.
const searchCaches = new WeakMap<Db, SearchCache>();

/** The search page cache of a database (one per process and database; tests read its size). */
export function searchCacheOf(db: Db): SearchCache {
  let cache = searchCaches.get(db);
  if (!cache) searchCaches.set(db, (cache = new SearchCache()));
  return cache;
}

export function itemsService(ctx: AppContext) {
  const { db, storage } = ctx;
  const cache = searchCacheOf(db);

  async function view(id: string): Promise<Item> {
    const row = await repo.findItemView(db, id);
    if (!row) throw notFound(ITEM_GONE);
    return toItem(row, storage);
  }

  /** Active items for everyone; inactive ones only for their poster and admins. */
  async function visibleItem(id: string, user?: AuthUser): Promise<ItemRow> {
    const item = await repo.findItem(db, id);
    if (!item) throw notFound(ITEM_GONE);
    if (item.is_active !== 1 && !isAdmin(user) && item.posted_by_id !== user?.userId) {
      throw notFound(ITEM_GONE);
    }
    return item;
  }

  async function categoryId(name: string): Promise<string> {
    const category = await findActiveByName(db, name);
    if (!category) throw validationError('category', 'Choose one of the listed categories.');
    return category.id;
  }

  /** Images are checked and re-encoded before any database write: a bad file changes nothing. */
  async function prepareImage(change: ImageChange): Promise<ProcessedImage | null> {
    return change.kind === 'new' ? processItemImage(change.data) : null;
  }

  return {
    /** The page as JSON text ({ items, pagination }), built only from the contract's fields. */
    async search(p: SearchParams, user?: AuthUser): Promise<string> {
      const tokens = searchTokens(p.search);
      const active = !(p.showInactive && isAdmin(user));
      const limit = Math.min(Math.max(1, Math.trunc(p.limit) || 1), MAX_SEARCH_LIMIT);
      p = { ...p, limit };
      const key = JSON.stringify([tokens, active, p.status ?? '', p.page, limit]);
      const version = await searchVersion(db);
      const cached = cache.get(version, key);
      if (cached) return cached;
      const { rows, total, capped } = await searchItemRows(db, ctx.dialect, {
        tokens,
        active,
        status: p.status,
        limit: p.limit,
        offset: offsetOf(p.page, p.limit),
        version,
      });
      const pagination: Pagination = paginate(p.page, p.limit, total);
      if (capped) pagination.totalCapped = true;
      const page = { items: rows.map((r) => toItem(r, storage)), pagination };
      const json = JSON.stringify(page);
      cache.set(version, key, json);
      return json;
    },

    async get(id: string, user?: AuthUser) {
      await visibleItem(id, user);
      return view(id);
    },

    async create(user: AuthUser, fields: ItemFields, image: ImageChange) {
      if (!canPostAs(fields.status)) {
        throw validationError('status', 'A new item is either Lost or Found.');
      }
      const category_id = await categoryId(fields.category);
      const processed = await prepareImage(image);
      const id = newId();
      const imageKey = processed ? await storeItemImage(storage, id, processed) : null;
      const now = nowIso();
      try {
        await repo.insertItem(db, {
          id,
          title: fields.title,
          description: fields.description,
          status: fields.status,
          category_id,
          location: fields.location,
          image_key: imageKey,
          posted_by_id: user.userId,
          keeper_id: null,
          claimed_by_id: null,
          is_active: 1,
          created_at: now,
          updated_at: now,
          returned_at: null,
        });
      } catch (err) {
        await deleteItemImage(storage, imageKey);
        throw err;
      }
      return view(id);
    },

    async update(user: AuthUser, id: string, fields: ItemFields, image: ImageChange) {
      const item = await visibleItem(id, user);
      if (item.posted_by_id !== user.userId && !isAdmin(user)) {
        throw forbidden('Only the poster or an admin can edit this item.');
      }
      const category_id = await categoryId(fields.category);
      const processed = await prepareImage(image);
      const newKey = processed ? await storeItemImage(storage, id, processed) : null;
      const now = nowIso();
      const changes: Parameters<typeof repo.updateItemRow>[2] = {
        title: fields.title,
        description: fields.description,
        category_id,
        status: fields.status,
        location: fields.location,
        updated_at: now,
      };
      if (image.kind !== 'keep') changes.image_key = newKey;
      // Re-opening drops the claim and any hand-over code (statusRules.ts).
      const { clears, dropCode } = editChange(item, fields.status, now);
      Object.assign(changes, clears);
      try {
        await db.transaction().execute(async (trx) => {
          await repo.updateItemRow(trx, id, changes);
          if (dropCode) await repo.deleteHandoverCode(trx, id);
        });
      } catch (err) {
        await deleteItemImage(storage, newKey);
        throw err;
      }
      if (image.kind !== 'keep') await deleteItemImage(storage, item.image_key);
      return view(id);
    },

    async remove(user: AuthUser, id: string) {
      const item = await visibleItem(id, user);
      if (item.is_active !== 1) throw notFound(ITEM_GONE);
      if (item.posted_by_id !== user.userId && !isAdmin(user)) {
        throw forbidden('Only the poster or an admin can delete this item.');
      }
      await repo.updateItemRow(db, id, { is_active: 0, updated_at: nowIso() });
    },

    async claim(user: AuthUser, id: string) {
      const item = await repo.findItem(db, id);
      if (!item || item.is_active !== 1) throw notFound(ITEM_GONE);
      if (item.posted_by_id === user.userId) throw forbidden('You cannot claim your own item.');
      if (item.keeper_id === user.userId) throw forbidden(KEEPER_CANNOT_CLAIM);
      const won = await repo.claimIfOpen(db, id, user.userId, nowIso());
      if (!won) {
        // Lost a race: to another claimant, or to a keeper assignment naming the caller.
        const current = await repo.findItem(db, id);
        if (current?.keeper_id === user.userId) throw forbidden(KEEPER_CANNOT_CLAIM);
        throw conflict('This item has already been claimed.');
      }
      await notify(ctx, {
        userId: item.posted_by_id,
        message: `${user.name} claimed your item "${item.title}".`,
        type: 'item',
        itemId: id,
      });
      return view(id);
    },

    async assignKeeper(user: AuthUser, id: string, keeperId?: string) {
      const item = await visibleItem(id, user);
      let target = user.userId;
      if (isAdmin(user)) {
        if (!keeperId) throw validationError('keeperId', 'Please select a keeper.');
        const keeper = await findUserById(db, keeperId);
        if (!keeper || keeper.role !== 'keeper' || keeper.is_active !== 1) {
          throw validationError('keeperId', 'Choose an active keeper.');
        }
        target = keeper.id;
      } else if (user.role === 'keeper') {
        if (keeperId && keeperId !== user.userId) {
          throw forbidden('A keeper can only assign themself.');
        }
        if (item.is_active !== 1) throw notFound(ITEM_GONE);
      } else {
        throw forbidden('Only keepers and admins can assign a keeper.');
      }
      if (item.claimed_by_id === target) throw forbidden(CLAIMANT_CANNOT_KEEP);
      const now = nowIso();
      const admin = isAdmin(user);
      const done = await db.transaction().execute(async (trx) => {
        const ok = await repo.setKeeper(trx, id, target, now, !admin);
        if (ok && admin) {
          await recordAudit(trx, {
            actorId: user.userId,
            action: 'item.assignKeeper',
            targetType: 'item',
            targetId: id,
            before: { keeperId: item.keeper_id },
            after: { keeperId: target },
          });
        }
        return ok;
      });
      if (!done) {
        const current = await repo.findItem(db, id);
        if (current?.claimed_by_id === target) throw forbidden(CLAIMANT_CANNOT_KEEP);
        throw conflict('This item already has a keeper.');
      }
      const updated = await view(id);
      if (item.posted_by_id !== target && item.keeper_id !== target) {
        await notify(ctx, {
          userId: item.posted_by_id,
          message: `${updated.keeperName ?? 'A keeper'} is now the keeper of your item "${item.title}".`,
          type: 'item',
          itemId: id,
        });
      }
      return updated;
    },

    async mine(user: AuthUser, page: number, limit: number) {
      const { rows, total } = await repo.myItemsPage(db, user.userId, limit, offsetOf(page, limit));
      return {
        items: rows.map((r) => toItem(r, storage)),
        pagination: paginate(page, limit, total),
      };
    },

    view,
  };
}

export type ItemsService = ReturnType<typeof itemsService>;
