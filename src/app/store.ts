import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
} from 'redux-persist';
import { baseApi } from '../api/baseApi';
import '../api/enhancedApi';
import { sessionSlice } from './sessionSlice';
import { preferencesSlice } from './preferencesSlice';
import { viewSlice } from './viewSlice';
import { localStorageAdapter } from './persistStorage';
import { registerAppListeners } from './appListeners';
import { storeCheckTiming } from './storeCheckTiming';
import type { AppStartListening } from './listenerMiddleware';
import type { RealtimeOptions } from './realtime/realtimeListener';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  session: sessionSlice.reducer,
  preferences: preferencesSlice.reducer,
  view: viewSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

// Only small client state is persisted (docs/architecture.md#stack-traps): never the API cache.
const persistedReducer = persistReducer(
  {
    key: 'lostfound',
    version: 1,
    storage: localStorageAdapter,
    whitelist: ['session', 'preferences'],
  },
  rootReducer,
) as unknown as typeof rootReducer;

/**
 * A fresh store with its own listeners (the app makes one; every test makes its own). With
 * `realtime` it opens a socket while a user is signed in; the entry point chooses the factory.
 */
export function makeStore(preloadedState?: Partial<RootState>, realtime?: RealtimeOptions) {
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        immutableCheck: { warnAfter: storeCheckTiming.warnAfterMs },
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          warnAfter: storeCheckTiming.warnAfterMs,
        },
      })
        .prepend(listeners.middleware)
        .concat(baseApi.middleware),
  });
  registerAppListeners(listeners.startListening as AppStartListening, realtime);
  setupListeners(store.dispatch);
  const persistor = persistStore(store);
  return Object.assign(store, { persistor });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
