import type { AppContext } from '../../context';
import type { Handlers } from '../types';

/** Handlers of the items operations in openapi.yaml, by operationId. */
export function itemsHandlers(_ctx: AppContext): Handlers {
  return {};
}
