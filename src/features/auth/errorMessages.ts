import type { EndpointErrorMessages } from '../../app/errorMessageTypes';
import { errorDetails, errorStatus, messageOr, serverMessage } from '../../app/apiErrors';

export const LOGIN_FAILED = 'Login failed. Please check your credentials.';
export const REGISTER_FAILED = 'Registration failed. Please try again.';
export const RESET_FAILED = 'Failed to reset password. Please try again.';

/** SPEC §8 register: the server message or the first validation detail, else the default. */
export function registerErrorMessage(error: unknown): string {
  const message = serverMessage(error);
  const [first] = errorDetails(error);
  if (first) return first.field ? `${first.field}: ${first.message}` : first.message;
  return message ?? REGISTER_FAILED;
}

/** SPEC §8 OTP verify: by status. */
export function verifyOtpErrorMessage(error: unknown): string {
  switch (errorStatus(error)) {
    case 400:
      return messageOr(error, 'Invalid or expired OTP');
    case 404:
      return 'User not found';
    case 500:
      return 'Server error, please try again later';
    default:
      return 'An unexpected error occurred';
  }
}

/**
 * Toast texts (SPEC §8) for this feature's failed API calls, by operationId. forgotPassword
 * serves two screens with different texts (send vs resend), so those screens toast themselves;
 * a failed logout is ignored (the local session is cleared anyway).
 */
export const authErrorMessages: EndpointErrorMessages = {
  loginUser: (error) => messageOr(error, LOGIN_FAILED),
  registerUser: registerErrorMessage,
  verifyOtp: verifyOtpErrorMessage,
  resetPassword: (error) => messageOr(error, RESET_FAILED),
  forgotPassword: () => null,
  logoutUser: () => null,
};
