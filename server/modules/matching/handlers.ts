import { requireUser } from '../auth/guard';
import { matchingService, type MatchItemAccess } from './matchService';
import type { AppContext } from '../../context';
import type { Handlers } from '../types';

/** Handlers of the matching operations in openapi.yaml, by operationId. */
export function matchingHandlers(ctx: AppContext, items: MatchItemAccess) {
  const matches = matchingService(ctx, items);
  return {
    async getItemMatches(req) {
      return { matches: await matches.list(requireUser(req), req.params.id) };
    },

    async dismissItemMatch(req) {
      await matches.dismiss(requireUser(req), req.params.id, req.params.matchId);
      return { message: 'Match dismissed: it will not be shown again.' };
    },
  } satisfies Partial<Handlers>;
}
