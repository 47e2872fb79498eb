import type { AppContext } from '../../context';
import type { Handlers } from '../types';
import { requireUser } from './guard';
import { RetryLater } from './loginThrottle';
import * as auth from './service';

type Purpose = 'verify' | 'reset';

/** Handlers of the auth operations in openapi.yaml, by operationId. Bodies are contract-checked. */
export function authHandlers(ctx: AppContext): Handlers {
  return {
    registerUser: async (req) => auth.register(ctx, req.body as auth.RegisterInput, req.auth),
    loginUser: async (req, reply) => {
      try {
        return await auth.login(ctx, req.body as { email: string; password: string });
      } catch (err) {
        if (err instanceof RetryLater) reply.header('retry-after', String(err.retryAfter));
        throw err;
      }
    },
    logoutUser: async (req) => auth.logout(ctx, requireUser(req)),
    forgotPassword: async (req) =>
      auth.forgotPassword(ctx, req.body as { email: string; purpose?: Purpose }),
    verifyOtp: async (req) =>
      auth.verifyOtp(ctx, req.body as { email: string; otp: string; purpose?: Purpose }),
    resetPassword: async (req) =>
      auth.resetPassword(
        ctx,
        req.body as { email: string; newPassword: string; resetToken: string },
      ),
  };
}
