import type { AppContext } from '../../context';
import { requireAdmin } from '../auth/guard';
import { idParam, pageQuery } from '../admin/query';
import type { Handlers } from '../types';
import * as service from './service';

/** Handlers of the categories operations in openapi.yaml, by operationId. */
export function categoriesHandlers(ctx: AppContext): Handlers {
  return {
    async listCategories() {
      return service.listCategories(ctx);
    },
    async listAllCategories(req) {
      requireAdmin(req);
      const { page, limit } = pageQuery(req);
      return service.listAllCategories(ctx, page, limit);
    },
    async createCategory(req, reply) {
      const admin = requireAdmin(req);
      const body = req.body as { name: string; description?: string };
      reply.status(201);
      return service.createCategory(ctx, admin.userId, body);
    },
    async updateCategory(req) {
      const admin = requireAdmin(req);
      const body = req.body as { name?: string; description?: string; isActive?: boolean };
      return service.updateCategory(ctx, admin.userId, idParam(req), body ?? {});
    },
    async deleteCategory(req) {
      const admin = requireAdmin(req);
      return service.deleteCategory(ctx, admin.userId, idParam(req));
    },
  };
}
