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

/**
 * A headed list under a notification's text: the daily digest of possible matches lists each
 * Lost report with the Found items that may answer it (docs/product.md#matching).
 */
export type MailSection = {
  heading: string;
  link: string;
  entries: { text: string; link: string }[];
  /** A last line under the entries ("… and 2 more on its page"), linking to `link`. */
  more?: string;
};

/**
 * What a notification's instant mail shows beyond its text (the `send-mail` job carries it, with
 * SPA paths for links): a paragraph, its sections, and what its unsubscribe link stops when that
 * is not the notification's kind (`matchDigest`: the digest of possible matches,
 * emailPreferences' UnsubscribeKind).
 */
export type NotificationMailDetails = {
  intro?: string;
  sections: MailSection[];
  stops?: 'matchDigest';
};

function sectionsText(sections: readonly MailSection[]): string[] {
  return sections.flatMap((s) => [
    `${s.heading}: ${s.link}`,
    ...s.entries.map((e) => `- ${e.text}: ${e.link}`),
    ...(s.more ? [`- ${s.more}: ${s.link}`] : []),
    '',
  ]);
}

function sectionsHtml(sections: readonly MailSection[]): string {
  const link = (href: string, text: string) =>
    `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
  return sections
    .map((s) => {
      const rows = [
        ...s.entries.map((e) => `<li style="margin-bottom:4px">${link(e.link, e.text)}</li>`),
        ...(s.more ? [`<li>${link(s.link, s.more)}</li>`] : []),
      ];
      const list = rows.length > 0 ? `\n<ul>\n${rows.join('\n')}\n</ul>` : '';
      return `<p style="margin-bottom:4px"><strong>${link(s.link, s.heading)}</strong></p>${list}`;
    })
    .join('\n');
}

/** One notification, sent at once: its text, its sections if any, a link to it, the footer. */
export function notificationMail(input: {
  to: string;
  name: string;
  message: string;
  /** Absolute address of what the notification is about. */
  link: string;
  /** A paragraph under the text. */
  intro?: string;
  /** With absolute links. */
  sections?: readonly MailSection[];
  footer: MailFooter;
}): Mail {
  const { to, name, message, link, intro, sections = [], footer } = input;
  const text = [
    `Hello ${name},`,
    '',
    message,
    '',
    ...(intro ? [intro, ''] : []),
    ...sectionsText(sections),
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
${intro ? `<p>${escapeHtml(intro)}</p>\n` : ''}${sections.length > 0 ? `${sectionsHtml(sections)}\n` : ''}<p><a href="${escapeHtml(link)}">Open it on ${escapeHtml(BRAND)}</a></p>
<p>&mdash; ${escapeHtml(BRAND)}</p>
${footerHtml(footer)}
</body></html>`;
  return { to, subject: `${BRAND}: ${message}`, text, html, headers: unsubscribeHeaders(footer) };
}
