import { requireAdmin, requireUser } from '../auth/guard';
import { auditCsv } from './auditCsv';
import { listAuditLog } from './auditLog';
import { listAdminConversations } from './conversationsService';
import * as items from './itemsService';
import { dashboardStats } from './statsService';
import * as users from './usersService';
import type { Handlers, Sent } from '../types';
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
      const { page, limit, ...filter } = req.query;
      return listAuditLog(ctx, page, limit, filter);
    },
    // CSV, not JSON: sent as it is (docs/product.md#audit-log).
    async exportAuditLog(req, reply) {
      requireAdmin(req);
      const csv = await auditCsv(ctx, req.query);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="audit-log.csv"')
          .header('cache-control', 'no-store')
          // Bytes, not a string: only JSON answers are strings here (docs/architecture.md#the-picture).
          .send(Buffer.from(csv, 'utf8')) as Sent
      );
    },
    // Keepers are staff contacts; the contract documents no 403 here, so any session may read them.
    async listKeepers(req) {
      requireUser(req);
      return users.listKeepers(ctx);
    },
  } satisfies Partial<Handlers>;
}
