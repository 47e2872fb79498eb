import type { TypedStartListening } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './store';

/**
 * Side effects driven by actions (the socket's life, toasts for live events, debounced
 * refreshes). Each store makes its own listener middleware (makeStore), so two stores (two
 * tests) never share a listener, a socket or a pending delay; features register their listeners
 * on it through the startListening they are given (app/appListeners.ts).
 */
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
