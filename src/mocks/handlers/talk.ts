import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath } from '../apiPath';
import { baselineBody } from '../contract';
import { world, type MockSavedSearch, type Thread } from '../world';
import { body, caller, find, pageOf, ref } from './common';
import type { Conversation, Message, Notification, SavedSearch } from '../../api/enhancedApi';

/** Threads, notifications and saved searches: the caller's own, stored as sent. */

const person = (id: string) => ref(find(world.people, id, 'User'));

/** A thread as the contract's Conversation, the caller first among the participants. */
export function conversationOf(thread: Thread, callerId?: string): Conversation {
  const item = find(world.items, thread.itemId);
  const last = thread.messages.at(-1);
  const ids = [...thread.participantIds].sort(
    (a, b) => Number(b === callerId) - Number(a === callerId),
  );
  return {
    _id: thread._id,
    item: { _id: item._id, title: item.title, status: item.status },
    participants: ids.map(person),
    lastMessage: last ? { content: last.content, createdAt: last.createdAt } : null,
    updatedAt: last?.createdAt ?? thread.createdAt,
  };
}

/** dev:mock's simulated socket pushes each stored message (src/mocks/socket.ts). */
export const messageListeners = new Set<(message: Message) => void>();

export const talkHandlers: HttpHandler[] = [
  http.get(apiPath('/conversations'), ({ request }) => {
    const { _id } = caller(request);
    const mine = world.threads.filter((t) => t.participantIds.includes(_id));
    const { rows, pagination } = pageOf(
      mine.map((t) => conversationOf(t, _id)),
      request,
      { sortBy: 'updatedAt' },
    );
    const { currentPage: page, limit, totalPages, totalResults: totalDocs } = pagination;
    return HttpResponse.json({ conversations: { docs: rows, totalDocs, page, limit, totalPages } });
  }),

  // The caller's thread about the item, opened with its poster when there is none yet.
  http.post(apiPath('/conversations'), async ({ request }) => {
    const user = caller(request);
    const item = find(world.items, (await body(request)).itemId);
    const open = world.threads.find(
      (t) => t.itemId === item._id && t.participantIds.includes(user._id),
    );
    const thread = open ?? {
      _id: `conv-${world.threads.length + 1}-${Date.now().toString(36)}`,
      itemId: item._id,
      participantIds: [user._id, item.postedBy._id],
      createdAt: new Date().toISOString(),
      messages: [],
    };
    if (!open) world.threads.push(thread);
    const conversation = conversationOf(thread, user._id);
    return HttpResponse.json(
      { message: 'Conversation opened.', conversation },
      { status: open ? 200 : 201 },
    );
  }),

  http.get(apiPath('/messages/:conversationId/messages'), ({ request, params }) => {
    const thread = find(world.threads, params.conversationId, 'Conversation');
    const { rows, pagination } = pageOf(thread.messages, request, { limit: 50, order: 'asc' });
    return HttpResponse.json({
      messages: rows,
      pagination,
      conversation: conversationOf(thread, caller(request)._id),
    });
  }),

  // Stored once per _id: a retry with the same id answers the stored copy.
  http.post(apiPath('/messages/:conversationId/messages'), async ({ request, params }) => {
    const thread = find(world.threads, params.conversationId, 'Conversation');
    const { content = '', _id } = await body(request);
    const stored = thread.messages.find((m) => m._id === _id);
    if (stored) return HttpResponse.json({ message: stored });
    const message: Message = {
      _id: _id ?? `${thread._id}-m${thread.messages.length + 1}`,
      conversation: thread._id,
      sender: ref(caller(request)),
      content: content.trim(),
      createdAt: new Date().toISOString(),
      isRead: false,
    };
    thread.messages.push(message);
    messageListeners.forEach((listener) => listener(message));
    return HttpResponse.json({ message }, { status: 201 });
  }),

  http.get(apiPath('/notifications'), ({ request }) => {
    const mine = world.notifications.filter((n) => n.userId === caller(request)._id);
    const { rows, pagination } = pageOf(mine, request);
    const unreadCount = mine.filter((n) => !n.isRead).length;
    return HttpResponse.json({
      success: true,
      data: { notifications: rows, pagination, unreadCount },
    });
  }),

  http.put(apiPath('/notifications/read-all'), ({ request }) => {
    const { _id } = caller(request);
    const unread = world.notifications.filter((n) => n.userId === _id && !n.isRead);
    unread.forEach((n) => (n.isRead = true));
    return HttpResponse.json({ success: true, data: { updated: unread.length } });
  }),

  http.put(apiPath('/notifications/:id/read'), ({ params }) => {
    const notification = Object.assign(find(world.notifications, params.id, 'Notification'), {
      isRead: true,
    });
    return HttpResponse.json({ success: true, data: { notification } });
  }),

  http.get(apiPath('/saved-searches'), ({ request }) => {
    const mine = world.savedSearches.filter((s) => s.userId === caller(request)._id);
    const savedSearches = pageOf(mine, request, { limit: 100 }).rows.map(
      ({ userId: _, ...s }) => s,
    );
    return HttpResponse.json({ savedSearches });
  }),

  http.post(apiPath('/saved-searches'), async ({ request }) => {
    const { search = '', category, ...sent } = await body(request);
    // The contract's least saved search (every part "any"), with what was sent.
    const saved = {
      ...(baselineBody('createSavedSearch') as { savedSearch: SavedSearch }).savedSearch,
      ...sent,
      _id: `ss-${Date.now().toString(36)}-${world.savedSearches.length + 1}`,
      userId: caller(request)._id,
      search: search.trim(),
      category: world.categories.find((c) => c._id === category) ?? null,
      createdAt: new Date().toISOString(),
    } as MockSavedSearch;
    world.savedSearches.push(saved);
    const { userId: _, ...savedSearch } = saved;
    return HttpResponse.json({ savedSearch }, { status: 201 });
  }),

  http.delete(apiPath('/saved-searches/:id'), ({ params }) => {
    world.savedSearches.splice(
      world.savedSearches.indexOf(find(world.savedSearches, params.id, 'Saved search')),
      1,
    );
    return HttpResponse.json({ message: 'Saved search deleted.' });
  }),
];

/** dev:mock's demo notifications (src/mocks/socket.ts): stored, so the list shows them too. */
export function addMockNotification(
  userId: string,
  message: string,
  type = 'info',
  about: { itemId: string; link: string } | null = null,
): Notification {
  const notification: Notification = {
    _id: `n-live-${Date.now().toString(36)}-${world.notifications.length}`,
    userId,
    message,
    type,
    itemId: about?.itemId ?? null,
    link: about?.link ?? null,
    isRead: false,
    createdAt: new Date().toISOString(),
  };
  world.notifications.push(notification);
  return notification;
}
