import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, errorBody } from '../apiPath';
import { mockDb, mockPeople, mockUserForToken } from '../data/items';
import type { AdminConversation, Conversation, Message } from '../../api/enhancedApi';

/*
 * Mocked conversations and messages of openapi.yaml (every response is checked against the
 * contract in Jest). In-memory threads between the mock people about the mock items; Sam
 * Student (the default mock user) takes part in most of them. Admin → Conversations and the
 * dashboard's count read these same threads (adminConversations below), as the server does.
 */

/** createdAt: when the thread was opened, its activity time until its first message. */
type Thread = {
  _id: string;
  itemId: string;
  participantIds: string[];
  createdAt: string;
  messages: Message[];
};

const at = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2025, 3, day, hour, minute)).toISOString();

const seeds: [string, string, string[], [string, string, string][]][] = [
  [
    'conv-01',
    'item-01',
    ['u-student', 'u-alex'],
    [
      ['u-student', 'Hi! I think I saw a black wallet near the study rooms.', at(2, 14, 5)],
      ['u-alex', 'That might be mine! Was there a bus pass inside?', at(2, 14, 9)],
      ['u-student', 'Yes, and a student ID. I handed it to the library desk.', at(2, 14, 12)],
      ['u-alex', 'Thank you so much, heading there now.', at(2, 14, 20)],
    ],
  ],
  [
    'conv-02',
    'item-02',
    ['u-student', 'u-priya'],
    [
      ['u-student', 'Is the blue backpack still at the Student Union?', at(5, 16, 30)],
      ['u-priya', 'Kim Keeper has it now, ask at the front desk.', at(5, 17, 2)],
    ],
  ],
  [
    'conv-03',
    'item-03',
    ['u-student', 'u-alex'],
    [
      ['u-alex', 'You claimed the iPhone; can you describe the lock screen?', at(7, 9, 45)],
      ['u-student', 'A golden retriever wearing sunglasses.', at(7, 9, 51)],
      ['u-alex', 'Perfect, that matches. Meet at the gym at 3?', at(7, 10, 3)],
    ],
  ],
  [
    'conv-04',
    'item-04',
    ['u-priya', 'u-student'],
    [['u-priya', 'Hello, the keys on the red lanyard might be my roommate’s.', at(8, 19, 15)]],
  ],
  [
    'conv-05',
    'item-06',
    ['u-alex', 'u-priya'],
    [['u-alex', 'Got the hoodie back, thanks!', at(3, 11, 0)]],
  ],
  ['conv-06', 'item-13', ['u-alex', 'u-student'], []],
];

const personRef = (id: string) => ({
  _id: id,
  name: mockPeople.find((p) => p._id === id)?.name ?? 'Unknown user',
});

function build(): Thread[] {
  return seeds.map(([_id, itemId, participantIds, messages]) => ({
    _id,
    itemId,
    participantIds,
    createdAt: at(1, 8),
    messages: messages.map(([sender, content, createdAt], i) => ({
      _id: `${_id}-m${i + 1}`,
      conversation: _id,
      sender: personRef(sender),
      content,
      createdAt,
      isRead: true,
    })),
  }));
}

let threads = build();

/** Tests: start from the same threads. */
export const resetConversationsData = () => {
  threads = build();
};

/** The mock world's threads, to keep in the browser's storage (src/mocks/world.ts). */
export const conversationsState = {
  get: () => threads,
  set: (saved: typeof threads) => {
    threads = saved;
  },
};

/** dev:mock's simulated socket subscribes here to push receiveMessage like the server does. */
export const mockMessageListeners = new Set<(message: Message) => void>();

/** Like the server: the caller first, so participants[1] is the other person. */
function toConversation(t: Thread, callerId?: string): Conversation {
  const item = mockDb.items.find((i) => i._id === t.itemId);
  const last = t.messages.at(-1);
  return {
    _id: t._id,
    item: { _id: t.itemId, title: item?.title ?? 'Removed item', status: item?.status ?? 'Lost' },
    participants: [...t.participantIds]
      .sort((a, b) => Number(b === callerId) - Number(a === callerId))
      .map(personRef),
    lastMessage: last ? { content: last.content, createdAt: last.createdAt } : null,
    updatedAt: last?.createdAt ?? t.createdAt,
  };
}

/** Admin → Conversations: every thread of the world with its messages, participants as stored. */
export const adminConversations = (): AdminConversation[] =>
  threads.map((t) => ({ ...toConversation(t), messages: t.messages }));

const paging = (url: string, defaultLimit: number) => {
  const params = new URL(url).searchParams;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limit = Math.min(100, Math.max(1, Number(params.get('limit')) || defaultLimit));
  return { page, limit };
};

const fail = (status: number, message: string, code: string) =>
  HttpResponse.json(errorBody(message, code), { status });

/** Stores a message once per _id (a retry with the same id answers the stored copy). */
export function storeMockMessage(
  conversationId: string,
  senderId: string,
  content: string,
  clientId?: string,
): { message: Message; created: boolean } | null {
  const thread = threads.find((t) => t._id === conversationId);
  if (!thread) return null;
  const existing = clientId && thread.messages.find((m) => m._id === clientId);
  if (existing) return { message: existing, created: false };
  const message: Message = {
    _id: clientId ?? `${conversationId}-m${thread.messages.length + 1}-${Date.now()}`,
    conversation: conversationId,
    sender: personRef(senderId),
    content,
    createdAt: new Date().toISOString(),
    isRead: false,
  };
  thread.messages.push(message);
  mockMessageListeners.forEach((listener) => listener(message));
  return { message, created: true };
}

export const conversationsHandlers: HttpHandler[] = [
  http.get(apiPath('/conversations'), ({ request }) => {
    const user = mockUserForToken(request.headers.get('Authorization'));
    if (!user) return fail(401, 'Authentication required', 'UNAUTHORIZED');
    const { page, limit } = paging(request.url, 10);
    const mine = threads
      .filter((t) => t.participantIds.includes(user._id))
      .map((t) => toConversation(t, user._id))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    const docs = mine.slice((page - 1) * limit, page * limit);
    const totalPages = Math.max(1, Math.ceil(mine.length / limit));
    return HttpResponse.json({
      conversations: { docs, totalDocs: mine.length, page, limit, totalPages },
    });
  }),

  http.post(apiPath('/conversations'), async ({ request }) => {
    const user = mockUserForToken(request.headers.get('Authorization'));
    if (!user) return fail(401, 'Authentication required', 'UNAUTHORIZED');
    const body = (await request.json().catch(() => ({}))) as { itemId?: string };
    const item = mockDb.items.find((i) => i._id === body.itemId && i.isActive);
    if (!item) return fail(404, 'Item not found', 'NOT_FOUND');
    const posterId = item.postedBy._id;
    if (posterId === user._id) return fail(403, 'You cannot message yourself', 'FORBIDDEN');
    const found = threads.find((t) => t.itemId === item._id && t.participantIds.includes(user._id));
    if (found) {
      const conversation = toConversation(found, user._id);
      return HttpResponse.json({ message: 'Conversation already exists', conversation });
    }
    const thread: Thread = {
      // The count too: threads opened within one millisecond (tests) keep distinct ids.
      _id: `conv-${Date.now().toString(36)}-${threads.length + 1}`,
      itemId: item._id,
      participantIds: [user._id, posterId],
      createdAt: new Date().toISOString(),
      messages: [],
    };
    threads.push(thread);
    const conversation = toConversation(thread, user._id);
    return HttpResponse.json({ message: 'Conversation created', conversation }, { status: 201 });
  }),

  http.get(apiPath('/messages/:conversationId/messages'), ({ request, params }) => {
    const user = mockUserForToken(request.headers.get('Authorization'));
    if (!user) return fail(401, 'Authentication required', 'UNAUTHORIZED');
    const thread = threads.find((t) => t._id === params.conversationId);
    if (!thread) return fail(404, 'Conversation not found', 'NOT_FOUND');
    if (!thread.participantIds.includes(user._id))
      return fail(403, 'You are not part of this conversation', 'FORBIDDEN');
    const { page, limit } = paging(request.url, 50);
    // Page 1 is the newest `limit` messages, oldest first within the page.
    const end = thread.messages.length - (page - 1) * limit;
    const messages = thread.messages.slice(Math.max(0, end - limit), Math.max(0, end));
    const totalResults = thread.messages.length;
    const totalPages = Math.max(1, Math.ceil(totalResults / limit));
    return HttpResponse.json({
      messages,
      pagination: { currentPage: page, totalPages, totalResults, limit },
      conversation: toConversation(thread),
    });
  }),

  http.post(apiPath('/messages/:conversationId/messages'), async ({ request, params }) => {
    const user = mockUserForToken(request.headers.get('Authorization'));
    if (!user) return fail(401, 'Authentication required', 'UNAUTHORIZED');
    const thread = threads.find((t) => t._id === params.conversationId);
    if (!thread) return fail(404, 'Conversation not found', 'NOT_FOUND');
    if (!thread.participantIds.includes(user._id))
      return fail(403, 'You are not part of this conversation', 'FORBIDDEN');
    const body = (await request.json().catch(() => ({}))) as { content?: string; _id?: string };
    const content = body.content?.trim() ?? '';
    const badId = body._id !== undefined && !/^[A-Za-z0-9_-]{8,64}$/.test(body._id);
    if (!content || content.length > 2000 || badId) {
      const field = badId ? '_id' : 'content';
      return HttpResponse.json(
        errorBody('Validation failed', 'VALIDATION_ERROR', [{ field, message: 'is invalid' }]),
        { status: 400 },
      );
    }
    const stored = storeMockMessage(thread._id, user._id, content, body._id)!;
    return HttpResponse.json({ message: stored.message }, { status: stored.created ? 201 : 200 });
  }),
];
