import { baselineBody } from '../contract';
import { world, type MockSavedSearch, type Thread } from '../world';
import { body, caller, del, find, get, json, now, pageOf, post, put, ref, said } from './common';
import type { HttpHandler } from 'msw';
import type { Conversation, Message, Notification, SavedSearch } from '../../api/enhancedApi';

/** Threads, notifications and saved searches: the caller's own, stored as sent. */

const person = (id: string) => ref(find(world.people, id, 'User'));
const unread = (n: Notification) => !n.isRead;
/** A saved search as its owner reads it (the world notes whose it is). */
const shown = ({ userId: _, ...search }: MockSavedSearch) => search;

/** A thread as the contract's Conversation, the caller first among the participants. */
export function conversationOf(thread: Thread, callerId?: string): Conversation {
  const item = find(world.items, thread.itemId);
  const last = thread.messages.at(-1);
  const first = (id: string) => Number(id === callerId);
  const ids = [...thread.participantIds].sort((a, b) => first(b) - first(a));
  const about = { _id: item._id, title: item.title, status: item.status };
  const lastMessage = last ? { content: last.content, createdAt: last.createdAt } : null;
  const updatedAt = last?.createdAt ?? thread.createdAt;
  return { _id: thread._id, item: about, participants: ids.map(person), lastMessage, updatedAt };
}

/** dev:mock's simulated socket pushes each stored message (src/mocks/socket.ts). */
export const messageListeners = new Set<(message: Message) => void>();

/** A notification's answer, as the contract wraps them. */
const data = (fields: object) => json({ success: true, data: fields });

export const talkHandlers: HttpHandler[] = [
  get('/conversations', ({ request }) => {
    const { _id } = caller(request);
    const mine = world.threads.filter((t) => t.participantIds.includes(_id));
    const shaped = mine.map((t) => conversationOf(t, _id));
    const { rows, pagination } = pageOf(shaped, request, { sortBy: 'updatedAt' });
    const { currentPage: page, limit, totalPages, totalResults: totalDocs } = pagination;
    return json({ conversations: { docs: rows, totalDocs, page, limit, totalPages } });
  }),

  // The caller's thread about the item, opened with its poster when there is none yet.
  post('/conversations', async ({ request }) => {
    const user = caller(request);
    const item = find(world.items, (await body(request)).itemId);
    const open = world.threads.find(
      (t) => t.itemId === item._id && t.participantIds.includes(user._id),
    );
    const thread = open ?? {
      ...{ _id: `conv-${world.threads.length + 1}-${Date.now().toString(36)}`, itemId: item._id },
      ...{ participantIds: [user._id, item.postedBy._id], createdAt: now(), messages: [] },
    };
    if (!open) world.threads.push(thread);
    const conversation = conversationOf(thread, user._id);
    return said('Conversation opened.', { conversation }, open ? 200 : 201);
  }),

  get('/messages/:conversationId/messages', ({ request, params }) => {
    const thread = find(world.threads, params.conversationId, 'Conversation');
    const { rows, pagination } = pageOf(thread.messages, request, { limit: 50, order: 'asc' });
    const conversation = conversationOf(thread, caller(request)._id);
    return json({ messages: rows, pagination, conversation });
  }),

  // Stored once per _id: a retry with the same id answers the stored copy.
  post('/messages/:conversationId/messages', async ({ request, params }) => {
    const thread = find(world.threads, params.conversationId, 'Conversation');
    const { content = '', _id } = await body(request);
    const stored = thread.messages.find((m) => m._id === _id);
    if (stored) return json({ message: stored });
    const message: Message = {
      ...{ _id: _id ?? `${thread._id}-m${thread.messages.length + 1}`, conversation: thread._id },
      ...{ sender: ref(caller(request)), content: content.trim(), createdAt: now(), isRead: false },
    };
    thread.messages.push(message);
    messageListeners.forEach((listener) => listener(message));
    return json({ message }, { status: 201 });
  }),

  get('/notifications', ({ request }) => {
    const mine = world.notifications.filter((n) => n.userId === caller(request)._id);
    const { rows, pagination } = pageOf(mine, request);
    return data({ notifications: rows, pagination, unreadCount: mine.filter(unread).length });
  }),

  put('/notifications/read-all', ({ request }) => {
    const { _id } = caller(request);
    const marked = world.notifications.filter((n) => n.userId === _id && unread(n));
    marked.forEach((n) => (n.isRead = true));
    return data({ updated: marked.length });
  }),

  put('/notifications/:id/read', ({ params }) => {
    const notification = find(world.notifications, params.id, 'Notification');
    return data({ notification: Object.assign(notification, { isRead: true }) });
  }),

  get('/saved-searches', ({ request }) => {
    const mine = world.savedSearches.filter((s) => s.userId === caller(request)._id);
    const rows = pageOf(mine, request, { limit: 100 }).rows;
    return json({ savedSearches: rows.map(shown) });
  }),

  post('/saved-searches', async ({ request }) => {
    const { search = '', category, ...sent } = await body(request);
    // The contract's least saved search (every part "any"), with what was sent.
    const saved = {
      ...(baselineBody('createSavedSearch') as { savedSearch: SavedSearch }).savedSearch,
      ...sent,
      ...{
        _id: `ss-${Date.now().toString(36)}-${world.savedSearches.length + 1}`,
        createdAt: now(),
      },
      ...{ userId: caller(request)._id, search: search.trim() },
      category: world.categories.find((c) => c._id === category) ?? null,
    } as MockSavedSearch;
    world.savedSearches.push(saved);
    return json({ savedSearch: shown(saved) }, { status: 201 });
  }),

  del('/saved-searches/:id', ({ params }) => {
    const saved = find(world.savedSearches, params.id, 'Saved search');
    world.savedSearches.splice(world.savedSearches.indexOf(saved), 1);
    return said('Saved search deleted.');
  }),
];

type About = { itemId: string; link: string };
/** dev:mock's demo notifications (src/mocks/socket.ts): stored, so the list shows them too. */
export function addMockNotification(userId: string, message: string, type = 'info', about?: About) {
  const _id = `n-live-${Date.now().toString(36)}-${world.notifications.length}`;
  const notification: Notification = {
    ...{ _id, userId, message, type, itemId: about?.itemId ?? null, link: about?.link ?? null },
    ...{ isRead: false, createdAt: now() },
  };
  world.notifications.push(notification);
  return notification;
}
