import { toastFailedTo } from '../../app/errorTexts';
import type { EndpointErrorMessages } from '../../app/errorMessageTypes';

/**
 * Toast texts (docs/product.md) for this feature's failed API calls, by operationId. A failed
 * list load is shown as a banner on the page (with Retry) rather than a toast.
 */
export const notificationsErrorMessages: EndpointErrorMessages = {
  listNotifications: () => null,
  markNotificationRead: toastFailedTo('mark as read'),
  markAllNotificationsRead: toastFailedTo('mark all as read'),
};
