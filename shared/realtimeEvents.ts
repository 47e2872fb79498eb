/**
 * The socket.io contract, typed both ways. The server (server/realtime) and the SPA
 * (src/features/realtime) both import these types, so an event cannot drift between the sides.
 */
export type NotificationEvent = {
  _id: string;
  message: string;
  type: string;
  itemId?: string | null;
  createdAt: string;
};

export type MessageEvent = {
  _id: string;
  conversation: string;
  sender: { _id: string; name: string };
  content: string;
  createdAt: string;
  isRead: boolean;
};

export type SendMessagePayload = {
  conversationId: string;
  content: string;
  /** Client-chosen id: a retry with the same id is stored once. */
  _id?: string;
  createdAt?: string;
  senderId?: string;
};

/** Optional acknowledgement of sendMessage: the stored message, or why it was refused. */
export type SendMessageAck = { ok: true; message: MessageEvent } | { ok: false; error: string };

export interface ServerToClientEvents {
  newNotification: (payload: NotificationEvent) => void;
  receiveMessage: (message: MessageEvent) => void;
  errorMessage: (text: string) => void;
  pong: () => void;
}

export interface ClientToServerEvents {
  joinUserRoom: (userId: string) => void;
  joinConversation: (conversationId: string) => void;
  leaveConversation: (conversationId: string) => void;
  /** The ack is optional; errors are also sent as errorMessage. */
  sendMessage: (payload: SendMessagePayload, ack?: (result: SendMessageAck) => void) => void;
  ping: () => void;
}

export const userRoom = (userId: string) => `user:${userId}`;
export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
