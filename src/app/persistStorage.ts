import { showToast } from './toasts';
import { ERROR_TEXTS } from './errorTexts';
import type { WebStorage } from 'redux-persist';

/** The "Local storage sync" texts (docs/product.md). Token and user are written together, in one entry. */
export const STORAGE_SAVE_FAILED = ERROR_TEXTS.storageSaveFailed;
export const STORAGE_CLEAR_FAILED = ERROR_TEXTS.storageClearFailed;

/** Whether a persisted root (redux-persist serialises each slice separately) holds a token. */
const holdsToken = (value: string): boolean => {
  try {
    const root = JSON.parse(value) as { session?: string };
    const session = root.session ? (JSON.parse(root.session) as { token?: unknown }) : undefined;
    return !!session?.token;
  } catch {
    return true;
  }
};

/**
 * A localStorage adapter for redux-persist. Written out instead of importing
 * 'redux-persist/lib/storage', whose CommonJS default breaks under Vite 8 (docs/architecture.md#stack-traps).
 * Storage can throw (quota exceeded, storage disabled): the app keeps working from memory and
 * says so with a toast, worded by what the write was doing (saving or clearing the login).
 */
export const localStorageAdapter: WebStorage = {
  getItem: async (key) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem: async (key, value) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // De-duplicated: a refusing storage fails every background write, not a user's action.
      showToast(holdsToken(value) ? STORAGE_SAVE_FAILED : STORAGE_CLEAR_FAILED, 'error', {
        dedupe: true,
      });
    }
  },
  removeItem: async (key) => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      showToast(STORAGE_CLEAR_FAILED, 'error', { dedupe: true });
    }
  },
};
