import { toastFailedTo } from '../../app/errorTexts';
import type { EndpointErrorMessages } from '../../app/errorMessageTypes';

/**
 * Toast texts (docs/product.md) for this feature's failed API calls, by operationId. Loading a
 * list or a thread fails into a banner on the page instead.
 */
export const conversationsErrorMessages: EndpointErrorMessages = {
  listConversations: () => null,
  listMessages: () => null,
  postMessage: toastFailedTo('send message'),
};
