import { BRAND, escapeHtml } from './templates';
import type { Mail } from './mailer';

/** Plain notices to an account's owner about what happened to their account (no codes). */
function noticeMail(to: string, name: string, subject: string, paragraphs: string[]): Mail {
  const text = [`Hello ${name},`, '', ...paragraphs.flatMap((p) => [p, '']), `— ${BRAND}`].join(
    '\n',
  );
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#222">
<p>Hello ${escapeHtml(name)},</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>&mdash; ${escapeHtml(BRAND)}</p>
</body></html>`;
  return { to, subject: `${BRAND}: ${subject}`, text, html };
}

/** Someone registered with an address that already has an account (register never says so). */
export function accountExistsMail(input: { to: string; name: string; pending: boolean }): Mail {
  return noticeMail(input.to, input.name, 'someone tried to register with your address', [
    `Someone just tried to create a ${BRAND} account with this email address, which already has one.`,
    input.pending
      ? 'Your account is waiting for its email verification: use the code from the email that came with it, or ask for a new one with "Resend OTP" on the verification page.'
      : 'If it was you: sign in instead, or use "Forgot Password" on the sign-in page to choose a new password.',
    'If it was not you, you need not do anything: nothing about your account was changed.',
  ]);
}

/** Sign-in was locked after too many wrong passwords. */
export function loginLockedMail(input: { to: string; name: string; minutes: number }): Mail {
  return noticeMail(input.to, input.name, 'sign-in locked after failed attempts', [
    `There were many failed attempts to sign in to your ${BRAND} account with a wrong password, so signing in is locked for ${input.minutes} minutes, even with the right password.`,
    'If this was not you, someone may be guessing your password: choose a long password that you use nowhere else. You can set a new one at any time with "Forgot Password" on the sign-in page, which also lifts this lock.',
  ]);
}

/** Code entry was locked after too many wrong codes across codes. */
export function codesLockedMail(input: { to: string; name: string; minutes: number }): Mail {
  return noticeMail(input.to, input.name, 'code entry locked after wrong codes', [
    `Too many wrong codes were entered for your ${BRAND} account, so no code (verification or password reset) is accepted for the next ${input.minutes} minutes, even the right one.`,
    'If this was not you, someone may be trying to guess a code sent to you: never pass a code on. After the lock ends you can ask for a new code.',
  ]);
}
