import { requireAdmin } from '../auth/guard';
import * as service from './service';
import type { AppContext } from '../../context';
import type { Handlers } from '../types';

/** Handlers of the categories operations in openapi.yaml, by operationId. */
export function categoriesHandlers(ctx: AppContext) {
  return {
    async listCategories() {
      return service.listCategories(ctx);
    },
    async listAllCategories(req) {
      requireAdmin(req);
      return service.listAllCategories(ctx, req.query.page, req.query.limit);
    },
    async createCategory(req, reply) {
      const admin = requireAdmin(req);
      reply.status(201);
      return service.createCategory(ctx, admin.userId, req.body);
    },
    async updateCategory(req) {
      const admin = requireAdmin(req);
      return service.updateCategory(ctx, admin.userId, req.params.id, req.body);
    },
    async deleteCategory(req) {
      const admin = requireAdmin(req);
      return service.deleteCategory(ctx, admin.userId, req.params.id);
    },
  } satisfies Partial<Handlers>;
}
