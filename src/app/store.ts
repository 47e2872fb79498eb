import { combineReducers, configureStore } from '@reduxjs/toolkit';
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
import { localStorageAdapter } from './persistStorage';
import { listenerMiddleware } from './listenerMiddleware';
import { registerAppListeners } from './appListeners';
import { featureReducers } from './featureReducers';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  session: sessionSlice.reducer,
  preferences: preferencesSlice.reducer,
  ...featureReducers,
});

export type RootState = ReturnType<typeof rootReducer>;

// Only small client state is persisted (STACK-NOTES trap 11): never the API cache.
const persistedReducer = persistReducer(
  {
    key: 'lostfound',
    version: 1,
    storage: localStorageAdapter,
    whitelist: ['session', 'preferences'],
  },
  rootReducer,
) as unknown as typeof rootReducer;

let listenersRegistered = false;

/** A fresh store (the app makes one; every test makes its own). */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(baseApi.middleware),
  });
  if (!listenersRegistered) {
    registerAppListeners();
    listenersRegistered = true;
  }
  setupListeners(store.dispatch);
  const persistor = persistStore(store);
  return Object.assign(store, { persistor });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
