import { requireStaff, requireUser } from '../../auth/guard';
import { officeQueue } from '../queue/officeQueue';
import { bulkMove } from './bulkMove';
import { itemHistory } from './itemHistory';
import { storeItem } from './storeItem';
import type { Handlers } from '../../types';
import type { AppContext } from '../../../context';

/** Storage and chain of custody (docs/product.md#references-storage-and-custody). */
export function custodyHandlers(ctx: AppContext) {
  return {
    async setItemStorage(req) {
      const user = requireUser(req);
      const { storageLocation, deskId } = req.body;
      const item = await storeItem(ctx, user, req.params.id, storageLocation, deskId);
      return {
        message: item.storageLocation ? 'Storage place saved.' : 'Storage place cleared.',
        item,
      };
    },

    async getItemHistory(req) {
      return itemHistory(ctx, requireUser(req), req.params.id);
    },
    // The keeper's queue and its bulk move (docs/product.md#the-keepers-queue).
    async listOfficeQueue(req) {
      const { view, deskId, storage, q, page, limit } = req.query;
      const query = { view: view ?? 'all', deskId, storage, q, page, limit };
      return officeQueue(ctx, requireStaff(req), query);
    },
    async bulkMoveItems(req) {
      const { itemIds, deskId, storageLocation } = req.body;
      return bulkMove(ctx, requireStaff(req), { itemIds, deskId, storageLocation });
    },
  } satisfies Partial<Handlers>;
}
