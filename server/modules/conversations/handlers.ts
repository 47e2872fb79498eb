import type { AppContext } from '../../context';
import type { Handlers } from '../types';

/** Handlers of the conversations operations in openapi.yaml, by operationId. */
export function conversationsHandlers(_ctx: AppContext): Handlers {
  return {};
}
