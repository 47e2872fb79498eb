import { requireUser } from '../auth/guard';
import { claimItem } from './claimItem';
import { approveClaim as approve, declineClaim as decline } from './decide';
import { listClaims } from './listClaims';
import { getQuestions, setQuestions } from './questions';
import { releaseClaim } from './releaseClaim';
import { withdrawClaim } from './withdrawClaim';
import type { AppContext } from '../../context';
import type { Handlers } from '../types';

/**
 * Handlers of the claim (claimItem, withdrawClaim, releaseClaim: tag items in openapi.yaml), the
 * ownership questions and the claim review (tag office).
 */
export function claimsHandlers(ctx: AppContext) {
  return {
    async claimItem(req, reply) {
      const result = await claimItem(ctx, requireUser(req), req.params.id, req.body?.answers ?? []);
      if (result.pending) {
        reply.status(202);
        return {
          message: 'Claim sent: the finder will review your answers.',
          claim: result.pending,
        };
      }
      return { message: 'Item claimed successfully.', item: result.item };
    },

    async withdrawClaim(req) {
      const item = await withdrawClaim(ctx, requireUser(req), req.params.id);
      return { message: 'Claim withdrawn.', item };
    },

    async releaseClaim(req) {
      const item = await releaseClaim(ctx, requireUser(req), req.params.id, req.body.reason);
      return { message: 'Claim released.', item };
    },

    async getItemQuestions(req) {
      return getQuestions(ctx, requireUser(req), req.params.id);
    },

    async setItemQuestions(req) {
      const item = await setQuestions(ctx, requireUser(req), req.params.id, req.body.questions);
      return { message: 'Ownership questions saved.', item };
    },

    async listItemClaims(req) {
      return { claims: await listClaims(ctx, requireUser(req), req.params.id) };
    },

    async approveClaim(req) {
      const { id, claimId } = req.params;
      const item = await approve(ctx, requireUser(req), id, claimId);
      return { message: 'Claim approved. The item is now Claimed.', item };
    },

    async declineClaim(req) {
      const { id, claimId } = req.params;
      const claim = await decline(ctx, requireUser(req), id, claimId);
      return { message: 'Claim declined.', claim };
    },
  } satisfies Partial<Handlers>;
}
