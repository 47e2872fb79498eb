import { requireUser } from '../auth/guard';
import * as service from './service';
import type { AppContext } from '../../context';
import type { Handlers } from '../types';

/** Handlers of the e-mail preference operations in openapi.yaml, by operationId. */
export function emailPreferencesHandlers(ctx: AppContext) {
  return {
    getEmailPreferences: async (req) => service.getPreferences(ctx, requireUser(req).userId),
    updateEmailPreferences: async (req) =>
      service.updatePreferences(ctx, requireUser(req).userId, req.body),
    // No session: the token is the credential. The body, when a mail client sends one, is only
    // RFC 8058's `List-Unsubscribe=One-Click`; it changes nothing.
    unsubscribeEmail: async (req) => service.unsubscribe(ctx, req.query.token),
  } satisfies Partial<Handlers>;
}
