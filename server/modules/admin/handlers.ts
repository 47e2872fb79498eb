import type { AppContext } from '../../context';
import { requireAdmin, requireUser } from '../auth/guard';
import type { Handlers } from '../types';
import { listAuditLog } from './auditLog';
import { listAdminConversations } from './conversationsService';
import * as items from './itemsService';
import type { ItemSort } from './itemsService';
import { idParam, listQuery, pageQuery } from './query';
import { dashboardStats } from './statsService';
import * as users from './usersService';
import type { UserSort } from './usersService';

/** Handlers of the admin operations in openapi.yaml, by operationId. */
export function adminHandlers(ctx: AppContext): Handlers {
  return {
    async getDashboardStats(req) {
      requireAdmin(req);
      return dashboardStats(ctx);
    },
    async listUsers(req) {
      requireAdmin(req);
      return users.listUsers(ctx, listQuery<UserSort>(req, 'createdAt'));
    },
    async getUser(req) {
      requireAdmin(req);
      return users.getUser(ctx, idParam(req));
    },
    async getUserItems(req) {
      requireAdmin(req);
      const q = req.query as { page?: number; limit?: number };
      return users.getUserItems(ctx, idParam(req), q.page ?? 1, q.limit ?? 5);
    },
    async toggleUserActive(req) {
      const admin = requireAdmin(req);
      return users.toggleUserActive(ctx, admin.userId, idParam(req));
    },
    async listAdminItems(req) {
      requireAdmin(req);
      return items.listAdminItems(ctx, listQuery<ItemSort>(req, 'createdAt'));
    },
    async toggleItemActive(req) {
      const admin = requireAdmin(req);
      return items.toggleItemActive(ctx, admin.userId, idParam(req));
    },
    async listAdminConversations(req) {
      requireAdmin(req);
      const { page, limit } = pageQuery(req);
      return listAdminConversations(ctx, page, limit);
    },
    async listAuditLog(req) {
      requireAdmin(req);
      const { page, limit } = pageQuery(req);
      return listAuditLog(ctx, page, limit);
    },
    // Keepers are staff contacts; the contract documents no 403 here, so any session may read them.
    async listKeepers(req) {
      requireUser(req);
      return users.listKeepers(ctx);
    },
  };
}
