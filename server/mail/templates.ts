import type { Mail } from './mailer';

/** Every value put into HTML goes through here. */
export const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const BRAND = 'Lost & Found';

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

/** Registration (or an account an admin created): the code that verifies the email. */
export function verificationCodeMail(input: CodeMailInput & { role?: string }): Mail {
  const intro =
    input.role && input.role !== 'user'
      ? `An administrator created a ${input.role} account for you on ${BRAND}. Enter this code to verify your email address.`
      : `Welcome to ${BRAND}! Enter this code to verify your email address.`;
  return codeMail(
    input,
    `${BRAND}: your verification code`,
    intro,
    'If you did not sign up, you can ignore this email.',
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
