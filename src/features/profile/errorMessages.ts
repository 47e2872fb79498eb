import { errorStatus } from '../../app/apiErrors';
import { toastFailedTo } from '../../app/errorTexts';
import type { EndpointErrorMessages } from '../../app/errorMessageTypes';

// A 401 is the shared session-expiry flow's (app/sessionExpiry.ts): no second toast here.
const unlessSessionEnded = (toast: (error: unknown) => string) => (error: unknown) =>
  errorStatus(error) === 401 ? null : toast(error);

/** Toast texts (docs/product.md) for this feature's failed API calls, by operationId. */
export const profileErrorMessages: EndpointErrorMessages = {
  updateMe: unlessSessionEnded(toastFailedTo('update profile', { details: true })),
  confirmEmailChange: unlessSessionEnded(toastFailedTo('confirm email', { details: true })),
  changePassword: toastFailedTo('update password', { details: true }),
  deleteMe: toastFailedTo('delete account'),
  // e-mail notifications: the section and the unsubscribe page show their own load failures
  getEmailPreferences: () => null,
  updateEmailPreferences: unlessSessionEnded(toastFailedTo('save e-mail preferences')),
  unsubscribeEmail: () => null,
};
