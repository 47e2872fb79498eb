import { requireAdmin, requireUser } from '../auth/guard';
import * as service from './service';
import * as settings from './settings';
import type { AppContext } from '../../context';
import type { Handlers } from '../types';

/** Handlers of the desks operations in openapi.yaml, by operationId. */
export function desksHandlers(ctx: AppContext) {
  return {
    async listDesks() {
      return service.listDesks(ctx);
    },
    async listOfficeDesks(req) {
      return service.listOfficeDesks(ctx, requireUser(req));
    },
    async createDesk(req, reply) {
      const admin = requireAdmin(req);
      const answer = await service.createDesk(ctx, admin, req.body);
      reply.status(201);
      return answer;
    },
    async updateDesk(req) {
      return service.updateDesk(ctx, requireAdmin(req), req.params.id, req.body);
    },
    async deleteDesk(req) {
      return service.deleteDesk(ctx, requireAdmin(req), req.params.id);
    },
    async getCampusSettings() {
      return settings.getCampusSettings(ctx);
    },
    async updateCampusSettings(req) {
      const admin = requireAdmin(req);
      return settings.updateCampusSettings(ctx, admin.userId, req.body);
    },
  } satisfies Partial<Handlers>;
}
