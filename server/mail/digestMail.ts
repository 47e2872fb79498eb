import { BRAND, escapeHtml, mailTime } from './templates';
import { footerHtml, footerText, unsubscribeHeaders, type MailFooter } from './notificationMail';
import type { Mail } from './mailer';

export type DigestEntry = {
  message: string;
  /** Absolute address of what it is about. */
  link: string;
  /** ISO time of the notification. */
  at: string;
};

/** The daily digest (docs/product.md#e-mail): what happened since the last one, newest first. */
export function digestMail(input: {
  to: string;
  name: string;
  entries: DigestEntry[];
  /** Entries left out of the mail (only counted). */
  more: number;
  /** The notifications page, absolute. */
  all: string;
  footer: MailFooter;
}): Mail {
  const { to, name, entries, more, all, footer } = input;
  const count = entries.length + more;
  const heading = count === 1 ? '1 new notification' : `${count} new notifications`;
  const moreText = more > 0 ? [`… and ${more} more: ${all}`] : [`All your notifications: ${all}`];
  const text = [
    `Hello ${name},`,
    '',
    `Your daily ${BRAND} digest: ${heading}.`,
    '',
    ...entries.flatMap((e) => [`- ${e.message} (${mailTime(e.at)})`, `  ${e.link}`]),
    '',
    ...moreText,
    '',
    `— ${BRAND}`,
    '',
    ...footerText(footer),
  ].join('\n');
  const items = entries
    .map(
      (e) =>
        `<li style="margin-bottom:8px"><a href="${escapeHtml(e.link)}">${escapeHtml(e.message)}</a>` +
        ` <span style="color:#555;font-size:13px">${escapeHtml(mailTime(e.at))}</span></li>`,
    )
    .join('\n');
  const moreHtml =
    more > 0
      ? `<p><a href="${escapeHtml(all)}">… and ${more} more</a></p>`
      : `<p><a href="${escapeHtml(all)}">All your notifications</a></p>`;
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#222">
<p>Hello ${escapeHtml(name)},</p>
<p>Your daily ${escapeHtml(BRAND)} digest: ${escapeHtml(heading)}.</p>
<ul>
${items}
</ul>
${moreHtml}
<p>&mdash; ${escapeHtml(BRAND)}</p>
${footerHtml(footer)}
</body></html>`;
  return {
    to,
    subject: `${BRAND}: your daily digest (${heading})`,
    text,
    html,
    headers: unsubscribeHeaders(footer),
  };
}
