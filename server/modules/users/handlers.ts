import type { AppContext } from '../../context';
import type { Handlers } from '../types';

/** Handlers of the users operations in openapi.yaml, by operationId. */
export function usersHandlers(_ctx: AppContext): Handlers {
  return {};
}
