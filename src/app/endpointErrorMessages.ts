import { authErrorMessages } from '../features/auth/errorMessages';
import { itemsErrorMessages } from '../features/items/errorMessages';
import { savedSearchesErrorMessages } from '../features/items/savedSearches/errorMessages';
import { profileErrorMessages } from '../features/profile/errorMessages';
import { conversationsErrorMessages } from '../features/conversations/errorMessages';
import { notificationsErrorMessages } from '../features/notifications/errorMessages';
import { adminErrorMessages } from '../features/admin/errorMessages';
import { claimsErrorMessages } from '../features/office/claims/errorMessages';
import { custodyErrorMessages } from '../features/office/custody/errorMessages';
import { retentionErrorMessages } from '../features/office/retention/errorMessages';
import { queueErrorMessages } from '../features/office/queue/errorMessages';
import { importsErrorMessages } from '../features/office/imports/errorMessages';
import { statsErrorMessages } from '../features/office/stats/errorMessages';
import type { EndpointErrorMessages } from './errorMessageTypes';

/** Each feature names the toast for its failed API calls (docs/product.md#messages); composed here. */
export const endpointErrorMessages: EndpointErrorMessages = {
  ...authErrorMessages,
  ...itemsErrorMessages,
  ...savedSearchesErrorMessages,
  ...profileErrorMessages,
  ...conversationsErrorMessages,
  ...notificationsErrorMessages,
  ...adminErrorMessages,
  ...claimsErrorMessages,
  ...custodyErrorMessages,
  ...retentionErrorMessages,
  ...queueErrorMessages,
  ...importsErrorMessages,
  ...statsErrorMessages,
};
