import type { AppContext } from '../../context';
import type { Handlers } from '../types';

/** Handlers of the notifications operations in openapi.yaml, by operationId. */
export function notificationsHandlers(_ctx: AppContext): Handlers {
  return {};
}
