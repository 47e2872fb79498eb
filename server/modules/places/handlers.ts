import { requireAdmin } from '../auth/guard';
import * as service from './service';
import type { AppContext } from '../../context';
import type { Handlers } from '../types';

/** Handlers of the places operations in openapi.yaml, by operationId. */
export function placesHandlers(ctx: AppContext) {
  return {
    async listPlaces() {
      return service.listPlaces(ctx);
    },
    async createPlace(req, reply) {
      const admin = requireAdmin(req);
      reply.status(201);
      return service.createPlace(ctx, admin.userId, req.body);
    },
    async updatePlace(req) {
      const admin = requireAdmin(req);
      return service.updatePlace(ctx, admin.userId, req.params.id, req.body);
    },
    async deletePlace(req) {
      const admin = requireAdmin(req);
      return service.deletePlace(ctx, admin.userId, req.params.id);
    },
  } satisfies Partial<Handlers>;
}
