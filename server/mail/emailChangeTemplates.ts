import { escapeHtml } from './templates';
import type { Mail } from './mailer';

/** Mails of the email-change flow (PUT /users/me, POST /users/me/email/confirm). */

const BRAND = 'Lost & Found';

/** Plain paragraphs as text and as escaped HTML; `code`, if any, follows the first, shown large. */
function mail(to: string, subject: string, paragraphs: string[], code?: string): Mail {
  const [first = '', ...rest] = paragraphs;
  const text = [first, ...(code ? [code] : []), ...rest, `— ${BRAND}`].join('\n\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family:Arial,Helvetica,sans-serif;color:#222">',
    `<p>${escapeHtml(first)}</p>`,
    ...(code
      ? [`<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code)}</p>`]
      : []),
    ...rest.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>&mdash; ${escapeHtml(BRAND)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}

/** To the NEW address: the code that proves it, and so confirms the change. */
export function emailChangeCodeMail(input: {
  to: string;
  name: string;
  code: string;
  minutes: number;
}): Mail {
  return mail(
    input.to,
    `${BRAND}: confirm your new email address`,
    [
      `Hello ${input.name}, you asked to use this address for your ${BRAND} account. Enter this code on your profile page to confirm it:`,
      `It expires in ${input.minutes} minutes and can be used once. Until then your account keeps its current address.`,
      'If you did not ask for this, ignore this email: nothing changes.',
    ],
    input.code,
  );
}

/**
 * To a new address that another account already uses: no code (the change could never be
 * confirmed), and the requester's answer stays the same, so it does not reveal the account.
 */
export function emailChangeTakenMail(input: { to: string }): Mail {
  return mail(input.to, `${BRAND}: this address already has an account`, [
    `Someone asked to move their ${BRAND} account to this address, but an account with this address already exists, so it cannot be used.`,
    'If it was you, log in with this address instead, or pick another one. If not, you can ignore this email.',
  ]);
}

/** To the OLD address once the change is done, so a hijack does not go unnoticed. */
export function emailChangedNoticeMail(input: {
  to: string;
  name: string;
  newEmail: string;
  at: string;
}): Mail {
  return mail(input.to, `${BRAND}: your account email was changed`, [
    `Hello ${input.name}, the email address of your ${BRAND} account was changed from ${input.to} to ${input.newEmail} (${input.at}). Log-ins now use the new address, and your other sessions were signed out.`,
    'If you did not do this, contact the portal administrators right away.',
  ]);
}
