import { loggedOut } from '../sessionSlice';
import { sessionEndedReceived } from '../realtimeActions';
import { showToast } from '../toasts';
import { sessionEndText } from './sessionEndTexts';
import type { AppStartListening } from '../listenerMiddleware';

/**
 * The server ended the session and said why: one message, and the session is cleared at once
 * (the guards go to /login), instead of "Server disconnected...", a reconnect and a 401.
 */
export function registerSessionEndedListener(startListening: AppStartListening): void {
  startListening({
    actionCreator: sessionEndedReceived,
    effect: ({ payload }, api) => {
      const [text, variant] = sessionEndText(payload);
      showToast(text, variant);
      if (api.getState().session.token) api.dispatch(loggedOut());
    },
  });
}
