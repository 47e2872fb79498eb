import { BRAND, escapeHtml } from '../../mail/templates';
import type { Mail } from '../../mail/mailer';
import type { ReceiptContent } from './receiptContent';

/**
 * The receipt's e-mail (docs/product.md#counter-hand-over), the same for both sides, with the
 * PDF attached. `to` is filled in when sent: the send-mail job mails the account's address then.
 */
export function receiptMail(content: ReceiptContent, pdf: Buffer, link: string): Mail {
  const subject = `Hand-over receipt: ${content.title} (${content.reference})`;
  const lines = [
    `"${content.title}" (${content.reference}) was handed over on ${content.handedOverAt}`,
    `by ${content.handedOverBy} to ${content.claimant}.`,
    `Receipt number ${content.number}.`,
  ];
  const text = [
    'Hello,',
    '',
    ...lines,
    '',
    'The receipt is attached as a PDF.',
    `The item: ${link}`,
    '',
    `— ${BRAND}`,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#222">
<p>Hello,</p>
<p>${escapeHtml(lines.join(' '))}</p>
<p>The receipt is attached as a PDF. <a href="${escapeHtml(link)}">Open the item</a>.</p>
<p>— ${escapeHtml(BRAND)}</p>
</body></html>`;
  return {
    to: '',
    subject,
    text,
    html,
    attachments: [
      {
        filename: `receipt-${content.reference}.pdf`,
        contentType: 'application/pdf',
        base64: pdf.toString('base64'),
      },
    ],
  };
}
