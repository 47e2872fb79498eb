import type { RouteHandlerMethod } from 'fastify';
import type { AppContext } from '../context';
import type { OperationId } from '../contract/operations';
import type { Handlers } from './types';
import { healthHandlers } from './health';
import { authHandlers } from './auth/handlers';
import { usersHandlers } from './users/handlers';
import { itemsHandlers } from './items/handlers';
import { conversationsHandlers } from './conversations/handlers';
import { notificationsHandlers } from './notifications/handlers';
import { categoriesHandlers } from './categories/handlers';
import { adminHandlers } from './admin/handlers';

/**
 * Every operationId of openapi.yaml, mapped to its handler. Typed as `Handlers`, so a missing
 * operation fails to compile; each module's `satisfies Partial<Handlers>` rejects a misspelled one.
 */
export function allHandlers(ctx: AppContext): Handlers {
  return {
    ...healthHandlers(ctx),
    ...authHandlers(ctx),
    ...usersHandlers(ctx),
    ...itemsHandlers(ctx),
    ...conversationsHandlers(ctx),
    ...notificationsHandlers(ctx),
    ...categoriesHandlers(ctx),
    ...adminHandlers(ctx),
  };
}

/** The route handler of an operation, or undefined when the operationId is not the contract's. */
export function routeHandler(handlers: Handlers, operationId: string) {
  if (!Object.hasOwn(handlers, operationId)) return undefined;
  // Fastify validates each request against the same openapi.yaml before the handler runs; that
  // is what makes the handler's TypedRequest true, so this is the one place it is trusted.
  return handlers[operationId as OperationId] as RouteHandlerMethod;
}
