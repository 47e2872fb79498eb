import { BRAND, escapeHtml } from './templates';
import type { Mail } from './mailer';

/** What every notification mail ends with (docs/product.md#e-mail). */
export type MailFooter = {
  /** Why this mail came: "e-mails about new messages are set to instant". */
  reason: string;
  /** The SPA page that stops these mails (one click, no login). */
  unsubscribePage: string;
  /** The API address mail clients post to (RFC 8058). */
  oneClick: string;
  /** Where the person changes every choice. */
  settings: string;
};

/** RFC 8058: a one-click unsubscribe the mail client can offer, posting to `oneClick`. */
export const unsubscribeHeaders = (footer: MailFooter): Record<string, string> => ({
  'List-Unsubscribe': `<${footer.oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export function footerText(footer: MailFooter): string[] {
  return [
    `You get this e-mail because ${footer.reason}.`,
    `Stop these e-mails (one click, no login): ${footer.unsubscribePage}`,
    `Choose what you get by e-mail: ${footer.settings}`,
  ];
}

export function footerHtml(footer: MailFooter): string {
  return `<hr style="border:none;border-top:1px solid #ddd">
<p style="font-size:13px;color:#555">You get this e-mail because ${escapeHtml(footer.reason)}.
<a href="${escapeHtml(footer.unsubscribePage)}">Stop these e-mails</a> (one click, no login) or
<a href="${escapeHtml(footer.settings)}">choose what you get by e-mail</a>.</p>`;
}

/** One notification, sent at once: its text, a link to what it is about, the footer. */
export function notificationMail(input: {
  to: string;
  name: string;
  message: string;
  /** Absolute address of what the notification is about. */
  link: string;
  footer: MailFooter;
}): Mail {
  const { to, name, message, link, footer } = input;
  const text = [
    `Hello ${name},`,
    '',
    message,
    '',
    `Open it: ${link}`,
    '',
    `— ${BRAND}`,
    '',
    ...footerText(footer),
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#222">
<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(link)}">Open it on ${escapeHtml(BRAND)}</a></p>
<p>&mdash; ${escapeHtml(BRAND)}</p>
${footerHtml(footer)}
</body></html>`;
  return { to, subject: `${BRAND}: ${message}`, text, html, headers: unsubscribeHeaders(footer) };
}
