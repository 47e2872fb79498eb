import type { WebStorage } from 'redux-persist';

/**
 * A localStorage adapter for redux-persist. Written out (ten lines) instead of importing
 * 'redux-persist/lib/storage', whose CommonJS default breaks under Vite 8 (STACK-NOTES trap 3).
 */
export const localStorageAdapter: WebStorage = {
  getItem: async (key) => window.localStorage.getItem(key),
  setItem: async (key, value) => window.localStorage.setItem(key, value),
  removeItem: async (key) => window.localStorage.removeItem(key),
};
