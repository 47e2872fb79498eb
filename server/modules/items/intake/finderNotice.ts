import { canonicalEmail } from '../../../../shared/email';
import { enqueue } from '../../../jobs/enqueue';
import { campusDateTimeNamed } from '../../../lib/campusTime';
import { BRAND, escapeHtml } from '../../../mail/templates';
import { formatReference } from '../reference';
import { findFinderToTell, markFinderTold } from './finderRepository';
import type { Db } from '../../../db';
import type { Mail } from '../../../mail/mailer';

/**
 * In the hand-over's transaction (docs/product.md#walk-in-intake): a walk-in finder who asked at
 * the counter is told, once, that their find went back to its owner. Only when their contact is
 * an e-mail address (a phone number gets nothing); the mark and the mail commit together, and
 * the mark is a conditional update, so a second hand-over of the item (re-opened, returned
 * again) or a second server never tells them again. The mail is a durable `account-mail` job:
 * the finder has no account, only the address the office noted. It never names the owner.
 */
export async function tellFinderOnReturn(trx: Db, itemId: string, now: string): Promise<boolean> {
  const row = await findFinderToTell(trx, itemId);
  if (!row || Number(row.finder_notify) !== 1 || row.finder_notified_at) return false;
  const to = row.finder_contact ? canonicalEmail(row.finder_contact) : undefined;
  if (!to) return false;
  if (!(await markFinderTold(trx, itemId, now))) return false;
  const mail = finderMail({
    to,
    name: row.finder_name,
    title: row.title,
    reference: formatReference(row.ref_no, row.created_at),
    desk: row.desk_name,
    handedInAt: row.created_at,
    returnedAt: row.returned_at ?? now,
  });
  await enqueue(trx, 'account-mail', { mail });
  return true;
}

type FinderMailInput = {
  to: string;
  name: string | null;
  title: string;
  reference: string;
  desk: string | null;
  handedInAt: string;
  returnedAt: string;
};

/** The finder's one notice: what they handed in, where and when, and that it went home. */
export function finderMail(input: FinderMailInput): Mail {
  const where = input.desk ? `at the ${input.desk}` : 'at the counter';
  const lines = [
    `You handed in "${input.title}" (${input.reference}) ${where} on ${campusDateTimeNamed(input.handedInAt)}.`,
    `It went back to its owner on ${campusDateTimeNamed(input.returnedAt)}. Thank you for handing it in.`,
  ];
  const why =
    'You get this e-mail once, because you asked for it when you handed the item in. No other e-mail will follow.';
  const hello = input.name ? `Hello ${input.name},` : 'Hello,';
  const text = [hello, '', ...lines, '', why, '', `— ${BRAND}`].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#222">
<p>${escapeHtml(hello)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p style="color:#555">${escapeHtml(why)}</p>
<p>&mdash; ${escapeHtml(BRAND)}</p>
</body></html>`;
  return {
    to: input.to,
    subject: `${BRAND}: the item you handed in went back to its owner`,
    text,
    html,
  };
}
