import { REHYDRATE } from 'redux-persist';
import { selectCurrentUser, selectToken } from '../sessionSlice';
import { bindSocketEvents } from './socketEvents';
import { openSocket, type AppSocket, type LoadSocketFactory } from './socketClient';
import type { AppDispatch, RootState } from '../store';
import type { AppStartListening } from '../listenerMiddleware';

export type RealtimeOptions = { loadSocketFactory: LoadSocketFactory };

type Connection = {
  /** Who the socket was opened for: a different user or token means a new socket. */
  key: string;
  socket: AppSocket;
  stopPing: () => void;
};

/**
 * The socket's life for one store (docs/product.md#client-behaviour): open whenever a user with an id and a token is
 * present, closed otherwise (logout, user change). Socket events become actions
 * (socketEvents.ts); the socket itself never enters the store.
 */
export function registerRealtimeListener(
  startListening: AppStartListening,
  { loadSocketFactory }: RealtimeOptions,
): void {
  let connection: Connection | null = null;
  /** Bumped on every close: a factory that finishes loading for an older session is dropped. */
  let generation = 0;

  const close = () => {
    generation += 1;
    if (!connection) return;
    const { socket, stopPing } = connection;
    connection = null;
    stopPing();
    socket.removeAllListeners();
    socket.disconnect();
  };

  async function sync(state: RootState, dispatch: AppDispatch): Promise<void> {
    const user = selectCurrentUser(state);
    const token = selectToken(state);
    const key = user?.id && token ? `${user.id}\n${token}` : null;
    if (connection && connection.key === key) return;
    close();
    if (!user?.id || !token || !key) return;
    const mine = generation;
    const factory = await loadSocketFactory();
    if (mine !== generation) return; // the session changed while the factory (chunk) loaded
    const socket = openSocket(factory, user.id, token);
    connection = { key, socket, stopPing: bindSocketEvents(socket, dispatch, user.id) };
  }

  // loggedIn, loggedOut, userUpdated and redux-persist's REHYDRATE (a restored session).
  startListening({
    predicate: (action, current, previous) =>
      action.type === REHYDRATE || current.session !== previous.session,
    effect: (_action, api) => sync(api.getState(), api.dispatch),
  });
}
