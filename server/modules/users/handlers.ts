import { requireUser } from '../auth/guard';
import * as users from './service';
import { confirmEmailChange } from './confirmEmailChange';
import type { Handlers } from '../types';
import type { AppContext } from '../../context';

/**
 * Handlers of the users operations in openapi.yaml, by operationId (getMyItems belongs to the
 * items work and is merged in elsewhere).
 */
export function usersHandlers(ctx: AppContext) {
  return {
    getMe: async (req) => users.getMe(ctx, requireUser(req)),
    updateMe: async (req) => users.updateMe(ctx, requireUser(req), req.body),
    confirmEmailChange: async (req) => confirmEmailChange(ctx, requireUser(req), req.body),
    changePassword: async (req) => users.changePassword(ctx, requireUser(req), req.body),
    deleteMe: async (req) => users.deleteMe(ctx, requireUser(req)),
  } satisfies Partial<Handlers>;
}
