import type { AppContext } from '../../context';
import type { Handlers } from '../types';

/** Handlers of the categories operations in openapi.yaml, by operationId. */
export function categoriesHandlers(_ctx: AppContext): Handlers {
  return {};
}
