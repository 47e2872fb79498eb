import { REHYDRATE } from 'redux-persist';
import { startAppListening } from '../../app/listenerMiddleware';
import { conversationJoined, conversationLeft } from '../../app/realtimeActions';
import { selectCurrentUser, selectToken } from '../../app/sessionSlice';
import type { AppDispatch, RootState } from '../../app/store';
import { isMockMode, isTest } from '../../env';
import { connectionChanged } from './realtimeSlice';
import { bindSocketEvents } from './socketEvents';
import {
  getSocket,
  getSocketFactoryOverride,
  inertSocketFactory,
  loadSocketIoFactory,
  openSocket,
  setSocket,
  type AppSocket,
  type SocketFactory,
} from './socketClient';

type Connection = {
  /** Who the socket was opened for: a different user or token means a new socket. */
  key: string;
  /** The store it feeds (every Jest test makes its own store on the one listener middleware). */
  dispatch: AppDispatch;
  socket: AppSocket;
  stopPing: () => void;
};

let connection: Connection | null = null;
let generation = 0;
/** Conversations the open pages joined; re-joined on every (re)connect. */
const rooms = new Set<string>();

/** Closes the socket, if any (logout, user change; tests' cleanup). */
export function disconnectRealtime(): void {
  generation += 1;
  if (!connection) return;
  const { socket, stopPing, dispatch } = connection;
  connection = null;
  setSocket(null);
  stopPing();
  socket.removeAllListeners();
  socket.disconnect();
  dispatch(connectionChanged('idle'));
}

async function loadFactory(): Promise<SocketFactory> {
  const override = getSocketFactoryOverride();
  if (override) return override;
  // dev:mock has no server: a simulated socket stands in (a separate chunk, loaded only there).
  if (isMockMode) return (await import('../../mocks/socket')).createMockSocket;
  return isTest ? inertSocketFactory : loadSocketIoFactory();
}

/** SPEC §4: the connection is open whenever a user with an id is present, closed otherwise. */
async function syncConnection(state: RootState, dispatch: AppDispatch): Promise<void> {
  const user = selectCurrentUser(state);
  const token = selectToken(state);
  const key = user?.id && token ? `${user.id}\n${token}` : null;
  if (connection && connection.key === key && connection.dispatch === dispatch) return;
  disconnectRealtime();
  if (!user?.id || !token || !key) {
    rooms.clear();
    return;
  }
  const mine = generation;
  const factory = await loadFactory();
  if (mine !== generation) return; // the session changed while the factory (chunk) loaded
  dispatch(connectionChanged('connecting'));
  const socket = openSocket(factory, user.id, token);
  const stopPing = bindSocketEvents(socket, dispatch, user.id, rooms);
  connection = { key, dispatch, socket, stopPing };
  setSocket(socket);
}

export function registerRealtimeListeners(): void {
  // loggedIn, loggedOut, userUpdated and redux-persist's REHYDRATE (a restored session).
  startAppListening({
    predicate: (action, current, previous) =>
      action.type === REHYDRATE || current.session !== previous.session,
    effect: (_action, api) => syncConnection(api.getState(), api.dispatch),
  });

  startAppListening({
    actionCreator: conversationJoined,
    effect: ({ payload: id }) => {
      rooms.add(id);
      const socket = getSocket();
      if (socket?.connected) socket.emit('joinConversation', id);
    },
  });

  startAppListening({
    actionCreator: conversationLeft,
    effect: ({ payload: id }) => {
      rooms.delete(id);
      const socket = getSocket();
      if (socket?.connected) socket.emit('leaveConversation', id);
    },
  });
}
