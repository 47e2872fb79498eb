import type { EndpointErrorMessages } from '../../app/errorMessageTypes';
import { messageOr } from '../../app/apiErrors';

/** "Failed to load notifications: …" etc. (SPEC §8): the server's message, else a short reason. */
export const failedText = (action: string, error: unknown) =>
  `Failed to ${action}: ${messageOr(error, 'Please try again later.')}`;

/**
 * Toast texts (SPEC §8) for this feature's failed API calls, by operationId. A failed list load
 * is shown as a banner on the page (with Retry) rather than a toast.
 */
export const notificationsErrorMessages: EndpointErrorMessages = {
  listNotifications: () => null,
  markNotificationRead: (error) => failedText('mark as read', error),
  markAllNotificationsRead: (error) => failedText('mark all as read', error),
};
