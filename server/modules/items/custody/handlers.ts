import { requireUser } from '../../auth/guard';
import { itemHistory } from './itemHistory';
import { storeItem } from './storeItem';
import type { Handlers } from '../../types';
import type { AppContext } from '../../../context';

/** Storage and chain of custody (docs/product.md#references-storage-and-custody). */
export function custodyHandlers(ctx: AppContext) {
  return {
    async setItemStorage(req) {
      const user = requireUser(req);
      const item = await storeItem(ctx, user, req.params.id, req.body.storageLocation);
      return {
        message: item.storageLocation ? 'Storage place saved.' : 'Storage place cleared.',
        item,
      };
    },

    async getItemHistory(req) {
      return itemHistory(ctx, requireUser(req), req.params.id);
    },
  } satisfies Partial<Handlers>;
}
