import type { AppContext } from '../../context';
import type { Handlers } from '../types';

/** Handlers of the auth operations in openapi.yaml, by operationId. */
export function authHandlers(_ctx: AppContext): Handlers {
  return {};
}
