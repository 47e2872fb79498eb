/**
 * The emailPreferences module's public entry: which kind a notification is, what its user
 * chose, and the unsubscribe links every notification mail carries (docs/product.md#e-mail).
 */
export {
  EMAIL_KINDS,
  emailKindOf,
  kindsText,
  type EmailDelivery,
  type EmailKind,
  type EmailPreferences,
  type UnsubscribeKind,
} from './kinds';
export { mailTargetFor, type MailTarget } from './mailTarget';
export { unsubscribeLinks, type UnsubscribeLinks } from './links';
export { linkSecret } from './linkSecret';
// The personal-data export (docs/product.md#privacy) includes the person's choices.
export { getPreferences as getEmailPreferences } from './service';
// The matching module's daily digest of possible matches asks before listing anything.
export { wantsMatchDigest } from './service';
