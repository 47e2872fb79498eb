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
  generateOtpForbidden:
    'Only the poster, the staff of the desk that holds the item or an admin can generate OTP.',
  storageSaveFailed: 'Failed to save login data.',
  storageClearFailed: 'Failed to clear login data.',
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
} as const;

/**
 * A 503: the server (its database) is away for a moment. JSON from the portal, or a proxy's
 * own page, which arrives as a parsing error carrying the status.
 */
export function isUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { status, originalStatus } = error as { status?: unknown; originalStatus?: unknown };
  return status === 503 || originalStatus === 503;
}

/** The X of every "Failed to X: reason" the SPA shows. */
export type FailedAction =
  // items and my items
  | 'load item'
  | 'load categories'
  | 'create item'
  | 'update item'
  | 'delete item'
  | 'claim item'
  | 'withdraw claim'
  | 'release claim'
  | 'close the report'
  | 'start conversation'
  | 'assign keeper'
  | 'generate OTP'
  | 'verify OTP'
  | 'hand over'
  | 'e-mail receipt'
  | 'copy link'
  | 'load your items'
  | 'load possible matches'
  | 'hide match'
  | 'save search'
  | 'load saved searches'
  | 'delete saved search'
  // the office: ownership questions and claim review
  | 'load ownership questions'
  | 'save ownership questions'
  | 'load claims'
  | 'approve claim'
  | 'decline claim'
  // the office: storage and history
  | 'save storage place'
  | 'load history'
  // the office: retention and public figures
  | 'load due items'
  | 'dispose of item'
  // the office: the keeper's queue and walk-in intake
  | 'load the queue'
  | 'move items'
  | 'dispose of items'
  | 'log walk-in item'
  | 'load figures'
  // the office: importing the office's log
  | 'load imports'
  | 'load the import'
  // profile
  | 'update profile'
  | 'confirm email'
  | 'update password'
  | 'delete account'
  | 'load e-mail preferences'
  | 'save e-mail preferences'
  | 'unsubscribe'
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
  | 'load places'
  | 'create place'
  | 'update place'
  | 'delete place'
  | 'load desks'
  | 'create desk'
  | 'update desk'
  | 'delete desk'
  | 'save campus settings'
  | 'create account';

/**
 * The one fallback rule for the part after "Failed to X: ": the server's message; else the
 * thrown Error's message (e.g. the clipboard); else a short reason for a failed request.
 */
export function reason(error: unknown): string {
  const message = serverMessage(error);
  if (message) return message;
  if (isUnavailable(error)) return ERROR_TEXTS.unavailable;
  if (error instanceof Error && error.message) return error.message;
  const status =
    error && typeof error === 'object' && 'status' in error
      ? (error as { status: unknown }).status
      : undefined;
  if (status === 'FETCH_ERROR') return 'Network error';
  return errorStatus(error) ? `HTTP ${errorStatus(error)}` : 'Unexpected error';
}

/** openapi.yaml `Password`: the rule shown under every new-password field, before submitting. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;

/** "newPassword" → "New password". */
const fieldLabel = (field: string) => {
  const words = (field.split('.').pop() ?? field).replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
};

/** Raw schema phrasings (Ajv) and the plain sentence each becomes; `$L` is the field's label. */
const RAW_PHRASES: [RegExp, (label: string, m: RegExpMatchArray) => string][] = [
  [/must match format "email"/, () => 'Please enter a valid email address.'],
  [
    /must NOT have fewer than (\d+) characters?/,
    (l, m) => `${l} must be at least ${m[1]} characters.`,
  ],
  [
    /must NOT have more than (\d+) characters?/,
    (l, m) => `${l} must be at most ${m[1]} characters.`,
  ],
  [/must have required property/, (l) => `${l} is required.`],
  [/must be equal to one of the allowed values/, (l) => `${l} is not an allowed value.`],
  [/must match (format|pattern)/, (l) => `${l} is not in the expected format.`],
  [
    /must be (string|number|integer|boolean|array|object)\b/,
    (l) => `${l} has the wrong type of value.`,
  ],
];

/**
 * One validation detail as a sentence a user can act on: the server sends plain sentences; raw
 * schema text (from elsewhere) is mapped; a bare predicate gets the field's label in front.
 */
export function plainDetail({ field, message }: { field: string; message: string }): string {
  const label = field ? fieldLabel(field) : 'This field';
  for (const [pattern, sentence] of RAW_PHRASES) {
    const match = message.match(pattern);
    if (match) return sentence(label, match);
  }
  const rest = field && message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
  return /^[a-z]/.test(rest) ? `${label} ${rest}` : rest;
}

/** VALIDATION_ERROR with details → each detail as a plain sentence, joined; otherwise null. */
export function validationText(error: unknown): string | null {
  const details = errorDetails(error);
  if (errorCode(error) !== 'VALIDATION_ERROR' || !details.length) return null;
  return details.map(plainDetail).join(', ');
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
