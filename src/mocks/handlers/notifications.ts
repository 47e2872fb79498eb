import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, errorBody } from '../apiPath';
import { mockPeople, mockUserForToken } from '../data/items';
import { paginate } from './admin';
import type { Notification } from '../../api/enhancedApi';

/*
 * Mocked notifications of openapi.yaml (every response is checked against the contract in
 * Jest). Sam Student (the default mock user) has 14, so the list has two pages of 10.
 */

const at = (day: number, hour: number) => new Date(Date.UTC(2025, 3, day, hour, 30)).toISOString();

const texts: [string, string, string | null][] = [
  ['Your item "Black Leather Wallet" received a new message.', 'message', 'item-01'],
  ['Someone claimed your item "Passport".', 'item', 'item-08'],
  ['Kim Keeper was assigned as keeper of "Blue Backpack".', 'item', 'item-02'],
  ['Your item "Student ID Card" was marked as Returned.', 'item', 'item-16'],
  ['A new item matching "Electronics" was posted.', 'info', 'item-10'],
  ['Your hand-over code for "iPhone 14 in Green Case" expires in 5 minutes.', 'warning', 'item-03'],
  ['New message from Alex Rivera about "iPhone 14 in Green Case".', 'message', 'item-03'],
  ['Your item "Dorm Room Keys" was viewed 12 times today.', 'info', 'item-04'],
  ['We could not process the image for "Chemistry Lab Notebook".', 'error', 'item-05'],
  ['Priya Shah replied about "Blue Backpack".', 'message', 'item-02'],
  ['Your profile was updated.', 'info', null],
  ['Welcome to Lost & Found! Post an item or browse what was found.', 'info', null],
  ['Someone claimed your item "Silver Bracelet".', 'item', 'item-11'],
  ['Reminder: "Yoga Mat" is still listed as Lost.', 'item', 'item-21'],
];

function build(): Notification[] {
  const list: Notification[] = [];
  for (const person of mockPeople) {
    const mine = person._id === 'u-student' ? texts : texts.slice(10, 12);
    mine.forEach(([message, type, itemId], i) =>
      list.push({
        _id: `n-${person._id}-${String(i + 1).padStart(2, '0')}`,
        userId: person._id,
        message,
        type,
        itemId,
        // Alex's message opens its thread; the rest open their item.
        link: i === 6 ? '/messages/conv-01' : itemId && `/items/${itemId}`,
        isRead: i >= 4 && i % 3 !== 0,
        createdAt: at(20 - i, 8 + (i % 10)),
      }),
    );
  }
  return list;
}

let notifications = build();

/** Tests: start from the same notifications. */
export const resetNotificationsData = () => {
  notifications = build();
};

/** The mock world's notifications, to keep in the browser's storage (src/mocks/world.ts). */
export const notificationsState = {
  get: () => notifications,
  set: (saved: Notification[]) => {
    notifications = saved;
  },
};

/**
 * dev:mock's simulated socket stores its demo notifications here, so the list shows them; a
 * `match` names the matched item and its page (`about`).
 */
export function addMockNotification(
  userId: string,
  message: string,
  type = 'info',
  about: { itemId: string; link: string } | null = null,
): Notification {
  const notification: Notification = {
    _id: `n-live-${Date.now().toString(36)}`,
    userId,
    message,
    type,
    itemId: about?.itemId ?? null,
    link: about?.link ?? null,
    isRead: false,
    createdAt: new Date().toISOString(),
  };
  notifications.push(notification);
  return notification;
}

const unauthorized = () =>
  HttpResponse.json(errorBody('Authentication required', 'UNAUTHORIZED'), { status: 401 });

const newestFirst = (a: Notification, b: Notification) => b.createdAt.localeCompare(a.createdAt);

export const notificationsHandlers: HttpHandler[] = [
  http.get(apiPath('/notifications'), ({ request }) => {
    const user = mockUserForToken(request.headers.get('Authorization'));
    if (!user) return unauthorized();
    const params = new URL(request.url).searchParams;
    const page = Math.max(1, Number(params.get('page')) || 1);
    const limit = Math.min(100, Math.max(1, Number(params.get('limit')) || 10));
    const mine = notifications.filter((n) => n.userId === user._id).sort(newestFirst);
    const { rows, pagination } = paginate(mine, { page, limit });
    return HttpResponse.json({
      success: true,
      data: {
        notifications: rows,
        pagination,
        unreadCount: mine.filter((n) => !n.isRead).length,
      },
    });
  }),

  http.put(apiPath('/notifications/read-all'), ({ request }) => {
    const user = mockUserForToken(request.headers.get('Authorization'));
    if (!user) return unauthorized();
    const unread = notifications.filter((n) => n.userId === user._id && !n.isRead);
    unread.forEach((n) => (n.isRead = true));
    return HttpResponse.json({ success: true, data: { updated: unread.length } });
  }),

  http.put(apiPath('/notifications/:id/read'), ({ request, params }) => {
    const user = mockUserForToken(request.headers.get('Authorization'));
    if (!user) return unauthorized();
    const notification = notifications.find((n) => n._id === params.id && n.userId === user._id);
    if (!notification) {
      return HttpResponse.json(errorBody('Notification not found', 'NOT_FOUND'), { status: 404 });
    }
    notification.isRead = true;
    return HttpResponse.json({ success: true, data: { notification } });
  }),
];
