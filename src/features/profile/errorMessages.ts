import type { EndpointErrorMessages } from '../../app/errorMessageTypes';
import { errorStatus } from '../../app/apiErrors';
import { failedTo, reason, validationText } from '../../components/items/errorText';

/** Toast texts (SPEC §8) for this feature's failed API calls, by operationId. */
export const profileErrorMessages: EndpointErrorMessages = {
  // A 401 is the shared session-expiry flow's (app/sessionExpiry.ts): no second toast here.
  updateMe: (error) =>
    errorStatus(error) === 401
      ? null
      : `Failed to update profile: ${validationText(error) ?? reason(error)}`,
  confirmEmailChange: (error) =>
    errorStatus(error) === 401
      ? null
      : `Failed to confirm email: ${validationText(error) ?? reason(error)}`,
  changePassword: (error) => `Failed to update password: ${validationText(error) ?? reason(error)}`,
  deleteMe: failedTo('delete account'),
};
