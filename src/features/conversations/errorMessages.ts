import type { EndpointErrorMessages } from '../../app/errorMessageTypes';
import { messageOr } from '../../app/apiErrors';

/**
 * Toast texts (SPEC §8) for this feature's failed API calls, by operationId. Loading a list or
 * a thread fails into a banner on the page instead (SPEC §8: "show a banner").
 */
export const conversationsErrorMessages: EndpointErrorMessages = {
  listConversations: () => null,
  listMessages: () => null,
  postMessage: (error) => `Failed to send message: ${messageOr(error, 'Please try again.')}`,
};
