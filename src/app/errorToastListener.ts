import { isRejectedWithValue } from '@reduxjs/toolkit';
import { endpointErrorMessages } from './endpointErrorMessages';
import { ERROR_TEXTS, isUnavailable } from './errorTexts';
import { showToast } from './toasts';
import type { AppStartListening } from './listenerMiddleware';

/** Server errors become toasts in this one place, worded per endpoint by the features. */
export function registerErrorToastListener(startListening: AppStartListening): void {
  startListening({
    predicate: (action) => isRejectedWithValue(action),
    effect: (action) => {
      const meta = (action as { meta?: { arg?: { endpointName?: string } } }).meta;
      const endpoint = meta?.arg?.endpointName;
      if (!endpoint) return;
      const toMessage = endpointErrorMessages[endpoint];
      if (!toMessage) return;
      const payload = (action as { payload?: unknown }).payload;
      const message = toMessage(payload);
      if (!message) return;
      // A 503 is the server away for a moment, whatever the call: say so plainly rather than
      // "Login failed. Please check your credentials." ("Failed to X: …" already says it).
      const unavailable = isUnavailable(payload) && !message.includes(ERROR_TEXTS.unavailable);
      showToast(unavailable ? ERROR_TEXTS.unavailable : message, 'error');
    },
  });
}
