import type { AppContext } from '../context';
import { ApiError } from '../errors';
import {
  CLIENT_ID_PATTERN,
  MAX_MESSAGE_LENGTH,
  isParticipant,
  sendMessage,
  type SendMessageInput,
} from '../modules/conversations/service';
import { conversationRoom, userRoom, type SendMessageAck } from '../../shared/realtimeEvents';
import type { AppSocket } from './handshake';
import type { WindowLimiter } from './limiter';

export type SocketLimits = {
  /** sendMessage per user (all their sockets on this instance). */
  messages?: WindowLimiter;
  /** Any event per socket: keeps a flooding client from hammering the database. */
  events?: WindowLimiter;
};

const GENERIC_ERROR = 'Something went wrong. Please try again.';
const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64;

/** Client input is untrusted: the checked payload, or the text of the refusal. */
export function parseSendMessage(payload: unknown): SendMessageInput | string {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
    return 'Invalid message.';
  }
  const p = payload as Record<string, unknown>;
  if (!isId(p.conversationId)) return 'Invalid conversation.';
  if (typeof p.content !== 'string') return 'Message content is required.';
  if (p.content.length > MAX_MESSAGE_LENGTH) {
    return `Message is too long (at most ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters).`;
  }
  if (!p.content.trim()) return 'Message cannot be empty.';
  if (p._id !== undefined && p._id !== null) {
    if (typeof p._id !== 'string' || !CLIENT_ID_PATTERN.test(p._id)) return 'Invalid message id.';
  }
  // senderId and createdAt are ignored: the sender is the socket's user, the time the server's.
  return {
    conversationId: p.conversationId,
    content: p.content,
    clientId: typeof p._id === 'string' ? p._id : undefined,
  };
}

/** The events one authenticated socket may send. Every handler answers errors, never throws. */
export function registerSocketHandlers(socket: AppSocket, ctx: AppContext, limits: SocketLimits) {
  const { userId } = socket.data;
  const fail = (text: string): void => {
    socket.emit('errorMessage', text);
  };

  const on = (event: string, handler: (...args: unknown[]) => Promise<void> | void) => {
    (socket as unknown as { on: (e: string, l: (...a: unknown[]) => void) => void }).on(
      event,
      async (...args: unknown[]) => {
        const ack = typeof args[args.length - 1] === 'function' ? args.pop() : undefined;
        const answer = ack as ((r: SendMessageAck) => void) | undefined;
        try {
          if (limits.events && !limits.events.take(socket.id)) {
            const text = 'Too many requests. Please slow down.';
            answer?.({ ok: false, error: text });
            return fail(text);
          }
          await handler(...args, answer);
        } catch (err) {
          const text =
            err instanceof ApiError && err.statusCode < 500 ? err.message : GENERIC_ERROR;
          if (!(err instanceof ApiError)) ctx.log.error({ err, event }, 'socket handler failed');
          answer?.({ ok: false, error: text });
          fail(text);
        }
      },
    );
  };

  on('ping', () => {
    socket.emit('pong');
  });

  on('joinUserRoom', async (id) => {
    if (id !== userId) return fail('You can only join your own room.');
    await socket.join(userRoom(userId));
  });

  on('joinConversation', async (id) => {
    if (!isId(id) || !(await isParticipant(ctx, id, userId))) {
      return fail('You can only join conversations you take part in.');
    }
    await socket.join(conversationRoom(id));
  });

  on('leaveConversation', async (id) => {
    if (isId(id)) await socket.leave(conversationRoom(id));
  });

  on('sendMessage', async (payload, ack) => {
    const answer = ack as ((r: SendMessageAck) => void) | undefined;
    const input = parseSendMessage(payload);
    if (typeof input === 'string') {
      answer?.({ ok: false, error: input });
      return fail(input);
    }
    if (limits.messages && !limits.messages.take(userId)) {
      const text = 'You are sending messages too fast.';
      answer?.({ ok: false, error: text });
      return fail(text);
    }
    // Delivery (to every participant's user room, this socket included) happens in the service.
    const { message } = await sendMessage(ctx, userId, input);
    answer?.({ ok: true, message });
  });
}
