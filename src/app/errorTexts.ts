import { errorCode, errorDetails, errorStatus, serverMessage } from './apiErrors';

/*
 * Every error text the SPA shows, in one place (docs/product.md, "Error catalogue"). Tests
 * assert these strings, so change them here and only on purpose.
 */

/** Fixed texts, worded by the product and shown as they are. */
export const ERROR_TEXTS = {
  loginFailed: 'Login failed. Please check your credentials.',
  registerFailed: 'Registration failed. Please try again.',
  resetFailed: 'Failed to reset password. Please try again.',
  forgotFailed: 'Failed to send OTP. Try again.',
  resendFailed: 'Failed to resend OTP. Please try again.',
  noEmail: 'No email provided for verification',
  otpInvalid: 'Invalid or expired OTP',
  otpUserNotFound: 'User not found',
  otpServerError: 'Server error, please try again later',
  unexpected: 'An unexpected error occurred',
  browseFailed: 'Failed to load items. Please try again later.',
  generateOtpForbidden: 'Only the poster or assigned keeper can generate OTP.',
  storageSaveFailed: 'Failed to save login data.',
  storageClearFailed: 'Failed to clear login data.',
} as const;

/** The X of every "Failed to X: reason" the SPA shows. */
export type FailedAction =
  // items and my items
  | 'load item'
  | 'load categories'
  | 'create item'
  | 'update item'
  | 'delete item'
  | 'claim item'
  | 'start conversation'
  | 'assign keeper'
  | 'generate OTP'
  | 'verify OTP'
  | 'copy link'
  | 'load your items'
  // profile
  | 'update profile'
  | 'confirm email'
  | 'update password'
  | 'delete account'
  // conversations and notifications
  | 'load conversations'
  | 'load messages'
  | 'send message'
  | 'load notifications'
  | 'mark as read'
  | 'mark all as read'
  // admin
  | 'load data'
  | 'load users'
  | 'load user'
  | 'toggle user activation'
  | 'toggle item activation'
  | 'create category'
  | 'update category'
  | 'deactivate category'
  | 'create account';

/**
 * The one fallback rule for the part after "Failed to X: ": the server's message; else the
 * thrown Error's message (e.g. the clipboard); else a short reason for a failed request.
 */
export function reason(error: unknown): string {
  const message = serverMessage(error);
  if (message) return message;
  if (error instanceof Error && error.message) return error.message;
  const status =
    error && typeof error === 'object' && 'status' in error
      ? (error as { status: unknown }).status
      : undefined;
  if (status === 'FETCH_ERROR') return 'Network error';
  return errorStatus(error) ? `HTTP ${errorStatus(error)}` : 'Unexpected error';
}

/** VALIDATION_ERROR with details → "field: message, field: message"; otherwise null. */
export function validationText(error: unknown): string | null {
  const details = errorDetails(error);
  if (errorCode(error) !== 'VALIDATION_ERROR' || !details.length) return null;
  return details.map((d) => `${d.field}: ${d.message}`).join(', ');
}

/**
 * "Failed to X: reason". With `details`, a VALIDATION_ERROR's field messages take the place of
 * the reason (forms that send several fields). A string is taken as the reason itself.
 */
export function failedTo(
  action: FailedAction,
  error: unknown,
  { details = false }: { details?: boolean } = {},
): string {
  if (typeof error === 'string') return `Failed to ${action}: ${error}`;
  return `Failed to ${action}: ${(details && validationText(error)) || reason(error)}`;
}

/** failedTo as an endpoint's toast builder (see app/errorMessageTypes.ts). */
export const toastFailedTo =
  (action: FailedAction, options?: { details?: boolean }) => (error: unknown) =>
    failedTo(action, error, options);
