import { requireAdmin, requireUser } from '../auth/guard';
import { listAuditLog } from './auditLog';
import { listAdminConversations } from './conversationsService';
import * as items from './itemsService';
import { dashboardStats } from './statsService';
import * as users from './usersService';
import type { Handlers } from '../types';
import type { AppContext } from '../../context';

/** Handlers of the admin operations in openapi.yaml, by operationId. */
export function adminHandlers(ctx: AppContext) {
  return {
    async getDashboardStats(req) {
      requireAdmin(req);
      return dashboardStats(ctx);
    },
    async listUsers(req) {
      requireAdmin(req);
      return users.listUsers(ctx, req.query);
    },
    async getUser(req) {
      requireAdmin(req);
      return users.getUser(ctx, req.params.id);
    },
    async getUserItems(req) {
      requireAdmin(req);
      return users.getUserItems(ctx, req.params.id, req.query.page, req.query.limit);
    },
    async toggleUserActive(req) {
      const admin = requireAdmin(req);
      return users.toggleUserActive(ctx, admin.userId, req.params.id);
    },
    async listAdminItems(req) {
      requireAdmin(req);
      return items.listAdminItems(ctx, req.query);
    },
    async toggleItemActive(req) {
      const admin = requireAdmin(req);
      return items.toggleItemActive(ctx, admin.userId, req.params.id);
    },
    async listAdminConversations(req) {
      requireAdmin(req);
      return listAdminConversations(ctx, req.query.page, req.query.limit);
    },
    async listAuditLog(req) {
      requireAdmin(req);
      return listAuditLog(ctx, req.query.page, req.query.limit);
    },
    // Keepers are staff contacts; the contract documents no 403 here, so any session may read them.
    async listKeepers(req) {
      requireUser(req);
      return users.listKeepers(ctx);
    },
  } satisfies Partial<Handlers>;
}
