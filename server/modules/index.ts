import { healthHandlers } from './health/handlers';
import { authHandlers } from './auth/handlers';
import { ssoHandlers } from './sso/handlers';
import { usersHandlers } from './users/handlers';
import { itemsHandlers } from './items/handlers';
import { ITEM_GONE, canActForOffice, fetchItemsByIds, visibleItem } from './items';
import { searchHandlers } from './search/handlers';
import { claimsHandlers } from './claims/handlers';
import { myClaimOf } from './claims';
import { custodyHandlers } from './items/custody/handlers';
import { conversationsHandlers } from './conversations/handlers';
import { notificationsHandlers } from './notifications/handlers';
import { emailPreferencesHandlers } from './emailPreferences/handlers';
import { matchingHandlers } from './matching/handlers';
import { savedSearchesHandlers } from './savedSearches/handlers';
import { categoriesHandlers } from './categories/handlers';
import { placesHandlers } from './places/handlers';
import { desksHandlers } from './desks/handlers';
import { adminHandlers } from './admin/handlers';
import { retentionHandlers } from './retention/handlers';
import { publicStatsHandlers } from './publicStats/handlers';
import { labelsHandlers } from './labels/handlers';
import { privacyHandlers } from './privacy/handlers';
import { importsHandlers } from './imports/handlers';
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
    sso: ssoHandlers(ctx),
    users: usersHandlers(ctx),
    // The item page shows the viewer's own claim; items imports nothing of claims (no cycle).
    items: itemsHandlers(ctx, { myClaimOf: (id, userId) => myClaimOf(ctx.db, id, userId) }),
    search: searchHandlers(ctx),
    claims: claimsHandlers(ctx),
    custody: custodyHandlers(ctx),
    conversations: conversationsHandlers(ctx),
    notifications: notificationsHandlers(ctx),
    emailPreferences: emailPreferencesHandlers(ctx),
    // The matches list checks the item through items; matching imports nothing of items (no cycle).
    matching: matchingHandlers(ctx, {
      visibleItem: (id, user) => visibleItem(ctx, id, user),
      actsForOffice: (user, item) => canActForOffice(ctx.db, user, item),
      itemsByIds: (ids) => fetchItemsByIds(ctx.db, ctx.storage, ids),
      itemGone: ITEM_GONE,
    }),
    savedSearches: savedSearchesHandlers(ctx),
    categories: categoriesHandlers(ctx),
    places: placesHandlers(ctx),
    desks: desksHandlers(ctx),
    admin: adminHandlers(ctx),
    retention: retentionHandlers(ctx),
    publicStats: publicStatsHandlers(ctx),
    labels: labelsHandlers(ctx),
    privacy: privacyHandlers(ctx),
    imports: importsHandlers(ctx),
  };
  assertOneHomeEach(parts);
  return {
    ...parts.health,
    ...parts.auth,
    ...parts.sso,
    ...parts.users,
    ...parts.items,
    ...parts.search,
    ...parts.claims,
    ...parts.custody,
    ...parts.conversations,
    ...parts.notifications,
    ...parts.emailPreferences,
    ...parts.matching,
    ...parts.savedSearches,
    ...parts.categories,
    ...parts.places,
    ...parts.desks,
    ...parts.admin,
    ...parts.retention,
    ...parts.publicStats,
    ...parts.labels,
    ...parts.privacy,
    ...parts.imports,
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
