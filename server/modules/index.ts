import type { AppContext } from '../context';
import type { Handlers } from './types';
import { healthHandlers } from './health';
import { authHandlers } from './auth/handlers';
import { usersHandlers } from './users/handlers';
import { itemsHandlers } from './items/handlers';
import { conversationsHandlers } from './conversations/handlers';
import { notificationsHandlers } from './notifications/handlers';
import { categoriesHandlers } from './categories/handlers';
import { adminHandlers } from './admin/handlers';

/** Every operationId of openapi.yaml, mapped to its handler. */
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
