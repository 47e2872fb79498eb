import { isRejectedWithValue } from '@reduxjs/toolkit';
import { loggedOut } from './sessionSlice';
import { errorStatus } from './apiErrors';
import { showToast } from './toasts';
import type { AppStartListening } from './listenerMiddleware';

export const SESSION_EXPIRED_TEXT = 'Session expired. Please log in again.';
const SESSION_EXPIRED_DELAY_MS = 2000;

// Calls whose 401 means "already gone" or "wrong current password", not "your session ended".
// (A wrong login is 400 INVALID_CREDENTIALS; loginUser stays listed for older servers.)
const ignored = new Set([
  'loginUser',
  'logoutUser',
  'verifyOtp',
  'resetPassword',
  'changePassword',
]);

/**
 * A session can end on the server at any time (logout elsewhere, password reset, an admin
 * deactivating the account). The first 401 on a call that carried our token shows docs/product.md#messages
 * "Session expired" toast and, 2 seconds later, clears the session so the guards go to /login.
 */
export function registerSessionExpiryListener(startListening: AppStartListening): void {
  startListening({
    predicate: (action, state) => {
      if (!isRejectedWithValue(action) || !state.session.token) return false;
      const endpoint = (action as { meta?: { arg?: { endpointName?: string } } }).meta?.arg
        ?.endpointName;
      return (
        errorStatus((action as { payload?: unknown }).payload) === 401 &&
        !ignored.has(endpoint ?? '')
      );
    },
    effect: async (_action, api) => {
      api.unsubscribe();
      try {
        showToast(SESSION_EXPIRED_TEXT, 'warning');
        await api.delay(SESSION_EXPIRED_DELAY_MS);
        if (api.getState().session.token) api.dispatch(loggedOut());
      } finally {
        api.subscribe();
      }
    },
  });
}
