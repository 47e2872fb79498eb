import type { EndpointErrorMessages } from '../../app/errorMessageTypes';
import { errorStatus } from '../../app/apiErrors';
import { failedTo, reason, validationText } from '../../components/items/errorText';

export const GENERATE_OTP_FORBIDDEN = 'Only the poster or assigned keeper can generate OTP.';

/** Toast texts (SPEC §8) for this feature's failed API calls, by operationId. */
export const itemsErrorMessages: EndpointErrorMessages = {
  searchItems: () => 'Failed to load items. Please try again later.',
  getItem: failedTo('load item'),
  listCategories: failedTo('load categories'),
  createItem: (error) => validationText(error) ?? failedTo('create item')(error),
  updateItem: (error) => `Failed to update item: ${validationText(error) ?? reason(error)}`,
  claimItem: failedTo('claim item'),
  createConversation: failedTo('start conversation'),
  assignKeeper: failedTo('assign keeper'),
  generateItemOtp: (error) =>
    errorStatus(error) === 403 ? GENERATE_OTP_FORBIDDEN : failedTo('generate OTP')(error),
  verifyItemOtp: failedTo('verify OTP'),
};
