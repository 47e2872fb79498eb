import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './store';

/**
 * One listener middleware for side effects driven by actions (the socket's life, toasts for
 * live events, debounced refreshes). Features add their listeners through startAppListening.
 */
export const listenerMiddleware = createListenerMiddleware();
export const startAppListening = listenerMiddleware.startListening.withTypes<
  RootState,
  AppDispatch
>();
export type AppStartListening = typeof startAppListening;
