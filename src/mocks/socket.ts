import { addMockNotification, messageListeners } from './handlers/talk';
import type { Message } from '../api/enhancedApi';
import type { AppSocket, SocketFactory } from '../app/realtime/socketClient';

/*
 * dev:mock has no server, so this stands in for socket.io (src/main.mock.tsx passes it to the
 * store): it "connects" at once, answers ping with pong, pushes every message the mocked REST
 * API stores as receiveMessage, and a demo newNotification every 45 s (one of them a possible
 * match). Only the parts of the Socket API the realtime listener uses.
 */

const DEMO_EVERY_MS = 45_000;
const match = { itemId: 'item-20', link: '/items/item-20' };
const demos: [text: string, type: string, about?: { itemId: string; link: string }][] = [
  ['Someone viewed your item "Dorm Room Keys".', 'info'],
  ['Possible match for your lost item "Laptop Charger": "Wireless Mouse"', 'match', match],
  ['Kim Keeper was assigned to "Blue Backpack".', 'info'],
];

type Handler = (...args: unknown[]) => void;

class MockSocket {
  connected = false;
  private handlers = new Map<string, Set<Handler>>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private demoCount = 0;
  private readonly onMessage = (message: Message) => this.fire('receiveMessage', message);

  constructor(private readonly userId: string) {}

  on(event: string, handler: Handler) {
    this.handlers.set(event, (this.handlers.get(event) ?? new Set()).add(handler));
    return this;
  }

  removeAllListeners() {
    this.handlers.clear();
    return this;
  }

  private fire(event: string, ...args: unknown[]) {
    this.handlers.get(event)?.forEach((handler) => handler(...args));
  }

  connect() {
    if (this.connected) return this;
    setTimeout(() => {
      this.connected = true;
      messageListeners.add(this.onMessage);
      this.timer = setInterval(() => this.pushDemo(), DEMO_EVERY_MS);
      this.fire('connect');
    }, 50);
    return this;
  }

  disconnect() {
    if (!this.connected) return this;
    this.connected = false;
    messageListeners.delete(this.onMessage);
    clearInterval(this.timer);
    this.fire('disconnect', 'io client disconnect');
    return this;
  }

  emit(event: string) {
    if (event === 'ping') setTimeout(() => this.fire('pong'), 20);
    return this;
  }

  private pushDemo() {
    const [text, kind, about] = demos[this.demoCount++ % demos.length];
    const { isRead: _, ...notification } = addMockNotification(this.userId, text, kind, about);
    this.fire('newNotification', notification);
  }
}

export const createMockSocket: SocketFactory = (_url, options) => {
  const socket = new MockSocket(options.query.userId);
  socket.connect();
  return socket as unknown as AppSocket;
};
