import { errorDetails, errorStatus, messageOr, serverMessage } from '../../app/apiErrors';
import { ERROR_TEXTS, plainDetail } from '../../app/errorTexts';
import type { EndpointErrorMessages } from '../../app/errorMessageTypes';

/** docs/product.md register: the first validation detail (in plain words), else the server message, else the default. */
function registerErrorMessage(error: unknown): string {
  const message = serverMessage(error);
  const [first] = errorDetails(error);
  if (first) return plainDetail(first);
  return message ?? ERROR_TEXTS.registerFailed;
}

/** docs/product.md OTP verify: by status. */
function verifyOtpErrorMessage(error: unknown): string {
  switch (errorStatus(error)) {
    case 400:
      return messageOr(error, ERROR_TEXTS.otpInvalid);
    case 404:
      return ERROR_TEXTS.otpUserNotFound;
    case 500:
      return ERROR_TEXTS.otpServerError;
    default:
      return ERROR_TEXTS.unexpected;
  }
}

/**
 * Toast texts (docs/product.md) for this feature's failed API calls, by operationId. forgotPassword
 * serves two screens with different texts (send vs resend), so those screens toast themselves;
 * a failed logout is ignored (the local session is cleared anyway).
 */
export const authErrorMessages: EndpointErrorMessages = {
  loginUser: (error) => messageOr(error, ERROR_TEXTS.loginFailed),
  registerUser: registerErrorMessage,
  verifyOtp: verifyOtpErrorMessage,
  resetPassword: (error) => messageOr(error, ERROR_TEXTS.resetFailed),
  forgotPassword: () => null,
  logoutUser: () => null,
  // Single sign-on: without its settings the login form alone is shown; the landing page
  // (OidcLandingPage) says itself why a sign-in could not finish.
  getOidcSettings: () => null,
  exchangeOidcCode: () => null,
};
