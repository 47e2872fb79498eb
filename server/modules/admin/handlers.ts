import type { AppContext } from '../../context';
import type { Handlers } from '../types';

/** Handlers of the admin operations in openapi.yaml, by operationId. */
export function adminHandlers(_ctx: AppContext): Handlers {
  return {};
}
