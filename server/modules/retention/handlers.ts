import { requireStaff } from '../auth/guard';
import { bulkDispose } from './bulkDispose';
import { disposeItem } from './disposeItem';
import { listDisposalDue } from './dueList';
import type { Handlers } from '../types';
import type { AppContext } from '../../context';

/** Handlers of the retention operations in openapi.yaml (docs/product.md#retention). */
export function retentionHandlers(ctx: AppContext) {
  return {
    async listDisposalDue(req) {
      requireStaff(req);
      return listDisposalDue(ctx, req.query.page, req.query.limit);
    },
    async disposeItem(req) {
      const user = requireStaff(req);
      return disposeItem(ctx, user, req.params.id, req.body);
    },
    // The keeper's queue's bulk disposal (docs/product.md#the-keepers-queue).
    async bulkDisposeItems(req) {
      const { itemIds, method, note } = req.body;
      return bulkDispose(ctx, requireStaff(req), { itemIds, method, note });
    },
  } satisfies Partial<Handlers>;
}
