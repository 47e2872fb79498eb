import { healthHandlers } from './health/handlers';
import { authHandlers } from './auth/handlers';
import { usersHandlers } from './users/handlers';
import { itemsHandlers } from './items/handlers';
import { conversationsHandlers } from './conversations/handlers';
import { notificationsHandlers } from './notifications/handlers';
import { emailPreferencesHandlers } from './emailPreferences/handlers';
import { matchingHandlers } from './matching/handlers';
import { savedSearchesHandlers } from './savedSearches/handlers';
import { categoriesHandlers } from './categories/handlers';
import { adminHandlers } from './admin/handlers';
import { officePendingHandlers } from './office/pending';
import type { Handlers } from './types';
import type { OperationId } from '../contract/operations';
import type { AppContext } from '../context';
import type { RouteHandlerMethod } from 'fastify';

/**
 * Every operationId of openapi.yaml, mapped to its handler. Typed as `Handlers`, so a missing
 * operation fails to compile; each module's `satisfies Partial<Handlers>` rejects a misspelled one.
 */
export function allHandlers(ctx: AppContext): Handlers {
  const parts = {
    health: healthHandlers(ctx),
    auth: authHandlers(ctx),
    users: usersHandlers(ctx),
    items: itemsHandlers(ctx),
    conversations: conversationsHandlers(ctx),
    notifications: notificationsHandlers(ctx),
    emailPreferences: emailPreferencesHandlers(ctx),
    matching: matchingHandlers(ctx),
    savedSearches: savedSearchesHandlers(ctx),
    categories: categoriesHandlers(ctx),
    admin: adminHandlers(ctx),
    officePending: officePendingHandlers(),
  };
  assertOneHomeEach(parts);
  return {
    ...parts.health,
    ...parts.auth,
    ...parts.users,
    ...parts.items,
    ...parts.conversations,
    ...parts.notifications,
    ...parts.emailPreferences,
    ...parts.matching,
    ...parts.savedSearches,
    ...parts.categories,
    ...parts.admin,
    ...parts.officePending,
  };
}

/** A spread would let a second module silently replace an operation's handler: refuse at start. */
export function assertOneHomeEach(parts: Record<string, object>): void {
  const home = new Map<string, string>();
  for (const [module, handlers] of Object.entries(parts)) {
    for (const operationId of Object.keys(handlers)) {
      const other = home.get(operationId);
      if (other) throw new Error(`${operationId} is handled by both ${other} and ${module}.`);
      home.set(operationId, module);
    }
  }
}

/** The route handler of an operation, or undefined when the operationId is not the contract's. */
export function routeHandler(handlers: Handlers, operationId: string) {
  if (!Object.hasOwn(handlers, operationId)) return undefined;
  // Fastify validates each request against the same openapi.yaml before the handler runs; that
  // is what makes the handler's TypedRequest true, so this is the one place it is trusted.
  return handlers[operationId as OperationId] as RouteHandlerMethod;
}
