import { requireUser } from '../auth/guard';
import { createSavedSearch } from './createSavedSearch';
import { deleteSavedSearch, listSavedSearches } from './savedSearchService';
import type { AppContext } from '../../context';
import type { Handlers } from '../types';

/** Handlers of the saved-search operations in openapi.yaml, by operationId. */
export function savedSearchesHandlers(ctx: AppContext) {
  return {
    async listSavedSearches(req) {
      return { savedSearches: await listSavedSearches(ctx, requireUser(req).userId) };
    },

    async createSavedSearch(req, reply) {
      const savedSearch = await createSavedSearch(ctx, requireUser(req).userId, req.body);
      reply.status(201);
      return { savedSearch };
    },

    async deleteSavedSearch(req) {
      await deleteSavedSearch(ctx, requireUser(req).userId, req.params.id);
      return { message: 'Saved search deleted.' };
    },
  } satisfies Partial<Handlers>;
}
