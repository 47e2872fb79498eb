import type { PersistState } from 'redux-persist';
import type { RootState } from './store';

/**
 * Whether redux-persist has restored the saved session yet (docs/product.md#shared-layout "While authentication
 * state is loading"). A state without `_persist` is not persisted at all, so nothing is pending.
 */
export const selectRehydrated = (state: RootState): boolean =>
  (state as RootState & { _persist?: PersistState })._persist?.rehydrated ?? true;
