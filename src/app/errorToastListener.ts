import { isRejectedWithValue } from '@reduxjs/toolkit';
import { endpointErrorMessages } from './endpointErrorMessages';
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
      const message = toMessage((action as { payload?: unknown }).payload);
      if (message) showToast(message, 'error');
    },
  });
}
