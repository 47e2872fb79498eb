import { errorStatus } from '../../app/apiErrors';
import { ERROR_TEXTS, failedTo, toastFailedTo, validationText } from '../../app/errorTexts';
import type { EndpointErrorMessages } from '../../app/errorMessageTypes';

/** Toast texts (docs/product.md) for this feature's failed API calls, by operationId. */
export const itemsErrorMessages: EndpointErrorMessages = {
  searchItems: () => ERROR_TEXTS.browseFailed,
  getItem: toastFailedTo('load item'),
  listCategories: toastFailedTo('load categories'),
  createItem: (error) => validationText(error) ?? failedTo('create item', error),
  updateItem: toastFailedTo('update item', { details: true }),
  claimItem: toastFailedTo('claim item'),
  withdrawClaim: toastFailedTo('withdraw claim'),
  releaseClaim: toastFailedTo('release claim'),
  createConversation: toastFailedTo('start conversation'),
  assignKeeper: toastFailedTo('assign keeper'),
  generateItemOtp: (error) =>
    errorStatus(error) === 403 ? ERROR_TEXTS.generateOtpForbidden : failedTo('generate OTP', error),
  verifyItemOtp: toastFailedTo('verify OTP'),
  handOverAtCounter: toastFailedTo('hand over'),
  verifyItemOtpAtCounter: toastFailedTo('verify OTP'),
  emailItemReceipt: toastFailedTo('e-mail receipt'),
  // possible matches: the section shows its own load failure; "Not mine" toasts
  getItemMatches: () => null,
  dismissItemMatch: toastFailedTo('hide match'),
  // my items (the dashboard)
  getMyItems: toastFailedTo('load your items'),
  deleteItem: toastFailedTo('delete item'),
};
