import { requireAdmin, requireUser } from '../auth/guard';
import { exportFileName, exportMyData } from './exportData';
import { eraseUser } from './eraseUser';
import { previewErasure } from './erasurePreview';
import type { Handlers } from '../types';
import type { AppContext } from '../../context';

/** Handlers of the privacy operations in openapi.yaml (docs/product.md#privacy), by operationId. */
export function privacyHandlers(ctx: AppContext) {
  return {
    async exportMyData(req, reply) {
      const data = await exportMyData(ctx, requireUser(req));
      // A download, never cached: it is everything about one person.
      reply
        .header('content-disposition', `attachment; filename="${exportFileName(data.exportedAt)}"`)
        .header('cache-control', 'no-store');
      return data;
    },
    async previewUserErasure(req) {
      const admin = requireAdmin(req);
      return previewErasure(ctx, admin.userId, req.params.id);
    },
    async eraseUser(req) {
      const admin = requireAdmin(req);
      // The body is optional: without one nothing more than the erasure itself is blanked.
      const blankKeptText = req.body?.blankKeptText === true;
      return eraseUser(ctx, admin.userId, req.params.id, { blankKeptText });
    },
  } satisfies Partial<Handlers>;
}
