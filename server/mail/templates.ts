import type { Mail } from './mailer';

/** Every value put into HTML goes through here. */
export const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export const BRAND = 'Lost & Found';

type CodeMailInput = {
  to: string;
  name: string;
  code: string;
  minutes: number;
};

function codeMail(input: CodeMailInput, subject: string, intro: string, outro: string): Mail {
  const { to, name, code, minutes } = input;
  const text = [
    `Hello ${name},`,
    '',
    intro,
    '',
    `Your code: ${code}`,
    '',
    `It expires in ${minutes} minutes and can be used once.`,
    outro,
    '',
    `— ${BRAND}`,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#222">
<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code)}</p>
<p>It expires in ${minutes} minutes and can be used once.</p>
<p>${escapeHtml(outro)}</p>
<p>&mdash; ${escapeHtml(BRAND)}</p>
</body></html>`;
  return { to, subject, text, html };
}

/** An ISO time as people read it in mail: `2025-01-31 14:05 UTC`. */
export const mailTime = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * Registration (or an account an admin created): the code that verifies the email. It names the
 * sign-up it confirms (name and time), because each sign-up of a pending address has its own
 * code and verifying sets that sign-up's name and password.
 */
export function verificationCodeMail(
  input: CodeMailInput & { role?: string; signedUpAt?: string },
): Mail {
  const when = input.signedUpAt ? ` on ${mailTime(input.signedUpAt)}` : '';
  const intro =
    input.role && input.role !== 'user'
      ? `An administrator created a ${input.role} account for you on ${BRAND}${when}, under the name "${input.name}". Enter this code to verify your email address.`
      : `Welcome to ${BRAND}! This code confirms the sign-up with this address under the name "${input.name}"${when}, and the password chosen then. Enter it to verify your email address.`;
  return codeMail(
    input,
    `${BRAND}: your verification code`,
    intro,
    'If you did not make this sign-up, ignore this email and never pass the code on: without it the sign-up stays unconfirmed and is deleted after a week.',
  );
}

/** Forgot password: the code that proves the mailbox before a new password is set. */
export function passwordResetCodeMail(input: CodeMailInput): Mail {
  return codeMail(
    input,
    `${BRAND}: your password reset code`,
    'Someone asked to reset the password of your account. Enter this code to choose a new one.',
    'If it was not you, ignore this email: your password stays as it is.',
  );
}
