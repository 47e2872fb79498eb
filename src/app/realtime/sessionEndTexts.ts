import type { VariantType } from 'notistack';
import type { SessionEndReason } from '../../../shared/realtimeEvents';

/**
 * docs/product.md#messages: the one message shown when the server ends the session, by reason.
 * Logout and deletion reuse the texts the acting tab shows itself, so the toast de-duplication
 * leaves one message there too.
 */
export const sessionEndTexts: Record<SessionEndReason, [string, VariantType]> = {
  logout: ['Logged out successfully!', 'success'],
  deleted: ['Your account has been deleted', 'success'],
  deactivated: ['Your account has been deactivated. Contact an administrator for help.', 'warning'],
  passwordChanged: ['Your password was changed. Please log in again.', 'warning'],
  passwordReset: ['Your password was reset. Please log in again.', 'warning'],
  emailChanged: ['Your email address was changed. Please log in again.', 'warning'],
};

/** The payload is not trusted: an unknown reason still ends the session, with a plain text. */
export function sessionEndText(reason: unknown): [string, VariantType] {
  return typeof reason === 'string' && reason in sessionEndTexts
    ? sessionEndTexts[reason as SessionEndReason]
    : ['Your session has ended. Please log in again.', 'warning'];
}
