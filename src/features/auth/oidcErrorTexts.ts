/**
 * What the login page says when a campus sign-in was refused: the server sends the reason as
 * `/login?sso_error=…` (openapi.yaml finishOidcLogin; docs/product.md#single-sign-on).
 */
const SSO_ERRORS: Record<string, string> = {
  state: 'That sign-in attempt expired or was started in another browser. Please sign in again.',
  provider: 'The campus sign-in did not complete. Please try again.',
  // None, or one outside plain ASCII: refused, never folded (docs/security.md#e-mail-addresses).
  email:
    'Your campus account did not share an email address in plain letters, digits and . _ - +, so we cannot sign you in.',
  domain: 'Only campus email addresses can sign in here.',
  unverified:
    'Your campus account did not confirm your email address, so we cannot sign you in with it.',
  linked: 'This email belongs to an account linked to a different campus sign-in.',
  inactive: 'This account has been deactivated.',
};

export const ssoErrorText = (reason: string | null): string | null =>
  reason ? (SSO_ERRORS[reason] ?? SSO_ERRORS.provider) : null;
