import { needsFirstAdmin } from './firstAdmin';
import { requireUser } from './guard';
import { RetryLater } from './loginThrottle';
import * as auth from './service';
import type { Handlers } from '../types';
import type { AppContext } from '../../context';

/** Handlers of the auth operations in openapi.yaml, by operationId. Bodies are contract-checked. */
export function authHandlers(ctx: AppContext) {
  return {
    registerUser: async (req) => auth.register(ctx, req.body, req.auth),
    loginUser: async (req, reply) => {
      try {
        return await auth.login(ctx, req.body);
      } catch (err) {
        if (err instanceof RetryLater) reply.header('retry-after', String(err.retryAfter));
        throw err;
      }
    },
    logoutUser: async (req) => auth.logout(ctx, requireUser(req)),
    forgotPassword: async (req) => auth.forgotPassword(ctx, req.body),
    verifyOtp: async (req) => auth.verifyOtp(ctx, req.body),
    resetPassword: async (req) => auth.resetPassword(ctx, req.body),
    // Public: a fresh portal's page tells the operator how to make the first admin.
    getSetupStatus: async () => ({ needsFirstAdmin: await needsFirstAdmin(ctx.db) }),
  } satisfies Partial<Handlers>;
}
