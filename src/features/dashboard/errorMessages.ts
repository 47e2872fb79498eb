import type { EndpointErrorMessages } from '../../app/errorMessageTypes';
import { failedTo } from '../../components/items/errorText';

/**
 * Toast texts (SPEC §8) for this feature's failed API calls, by operationId. The item calls
 * the dashboard shares with the details page (update, OTP) are worded in items/errorMessages.
 */
export const dashboardErrorMessages: EndpointErrorMessages = {
  getMyItems: failedTo('load your items'),
  deleteItem: failedTo('delete item'),
};
