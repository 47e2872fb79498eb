/**
 * The socket.io contract, typed both ways. The server (server/realtime) and the SPA
 * (src/app/realtime) both import these types, so an event cannot drift between the sides.
 * Messages are sent over REST only (POST /messages/{id}/messages, idempotent by the client
 * `_id`); the socket only pushes.
 */
export type NotificationEvent = {
  _id: string;
  /** Whose notification it is (docs/product.md: the live event carries it, like the list). */
  userId: string;
  message: string;
  type: string;
  itemId?: string | null;
  /** The SPA path it opens (`/items/{id}`, `/messages/{conversationId}`). */
  link?: string | null;
  /** Grouped message notifications: how many messages the (same `_id`) row stands for. */
  count?: number;
  createdAt: string;
};

/**
 * An item changed status (a hand-over): the item page open on it in any tab of the people it
 * concerns (poster, claimant, keeper, the keepers of its desk, whoever made its code) fetches it
 * again, so the counter panel turns into "Returned" without a reload.
 */
export type ItemChangedEvent = {
  itemId: string;
  status: 'Lost' | 'Found' | 'Claimed' | 'Returned';
};

export type MessageEvent = {
  _id: string;
  conversation: string;
  sender: { _id: string; name: string };
  content: string;
  createdAt: string;
  isRead: boolean;
};

/**
 * Why the server ends a session's sockets: sent as `sessionEnded` just before it drops them, so
 * the client shows one clear message instead of "Server disconnected..." and does not reconnect.
 */
export type SessionEndReason =
  'logout' | 'deactivated' | 'deleted' | 'passwordChanged' | 'passwordReset' | 'emailChanged';

export type SessionEndedEvent = { reason: SessionEndReason };

export interface ServerToClientEvents {
  /**
   * A stored notification for this user (claims, hand-overs, keepers, messages...): toast and
   * list. A message's notification comes here too, after the receiveMessage that carries it.
   */
  newNotification: (payload: NotificationEvent) => void;
  /**
   * A message in one of the user's conversations, once per tab of each participant. The
   * receiver's copy also carries the notification stored for them ("New message from ..."),
   * which is then sent as newNotification as well (clients show it once, by `_id` and version);
   * the sender's own tabs get the message alone.
   */
  receiveMessage: (message: MessageEvent, notification?: NotificationEvent) => void;
  /** An item the user is concerned with changed status (see ItemChangedEvent). */
  itemChanged: (payload: ItemChangedEvent) => void;
  errorMessage: (text: string) => void;
  /** The session ended on the server (see SessionEndReason); the socket is dropped right after. */
  sessionEnded: (payload: SessionEndedEvent) => void;
  pong: () => void;
}

export interface ClientToServerEvents {
  /** The socket is already in its user's room; this only confirms it (refused for others). */
  joinUserRoom: (userId: string) => void;
  ping: () => void;
}

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
