import type { EndpointErrorMessages } from '../../app/errorMessageTypes';
import { errorStatus } from '../../app/apiErrors';
import { failedTo, reason, validationText } from '../../components/items/errorText';

export const SESSION_EXPIRED = 'Session expired. Please log in again.';

/** Toast texts (SPEC §8) for this feature's failed API calls, by operationId. */
export const profileErrorMessages: EndpointErrorMessages = {
  // A 401 also clears the session and shows /login after 2 s (ProfilePage does that part).
  updateMe: (error) =>
    errorStatus(error) === 401
      ? SESSION_EXPIRED
      : `Failed to update profile: ${validationText(error) ?? reason(error)}`,
  changePassword: (error) => `Failed to update password: ${validationText(error) ?? reason(error)}`,
  deleteMe: failedTo('delete account'),
};
