import { emailKindOf, mailTargetFor, wantsMatchDigest } from '../emailPreferences';
import { notificationMail } from '../../mail/notificationMail';
import { setDigestPending } from './digestRepository';
import { absoluteLink, mailFooter, matchDigestFooter } from './mailFooter';
import { findNotification } from './repository';
import type { JobPayloads } from '../../jobs/kinds';
import type { NotificationMailDetails } from '../../mail/notificationMail';
import type { AppContext } from '../../context';

/**
 * The `send-mail` job (docs/product.md#e-mail): one e-mail. A failed send throws, and the worker
 * tries again with backoff long enough to outlast an SMTP outage (server/modules/jobHandlers.ts).
 * The account is read again when sending, so the mail goes to the current address, and not at
 * all once the account is deactivated.
 */
export async function sendMail(ctx: AppContext, payload: JobPayloads['send-mail']): Promise<void> {
  if ('notificationId' in payload) {
    return sendNotificationMail(ctx, payload.notificationId, payload.details);
  }
  const target = await mailTargetFor(ctx.db, payload.userId);
  if (!target) return;
  await ctx.mailer.send({ ...payload.mail, to: target.email });
}

/**
 * One notification's instant mail, written when it is sent: a grouped message row shows its
 * current count, and the user's choice then applies (changed to the digest meanwhile, the digest
 * carries it; turned off, nothing is sent). `details` adds its lists, their links made absolute;
 * the digest of possible matches is not sent once its owner turned it off meanwhile.
 */
async function sendNotificationMail(
  ctx: AppContext,
  id: string,
  details?: NotificationMailDetails,
): Promise<void> {
  const row = await findNotification(ctx.db, id);
  const kind = row ? emailKindOf(row.type) : undefined;
  const target = row && kind ? await mailTargetFor(ctx.db, row.user_id) : undefined;
  if (!row || !kind || !target) return;
  const delivery = target.preferences[kind];
  if (delivery === 'digest' && row.is_read === 0) await setDigestPending(ctx.db, row.id);
  if (delivery !== 'instant') return;
  if (details?.stops === 'matchDigest' && !(await wantsMatchDigest(ctx.db, row.user_id))) return;
  const sections = details?.sections.map((s) => ({
    ...s,
    link: absoluteLink(ctx, s.link),
    entries: s.entries.map((e) => ({ ...e, link: absoluteLink(ctx, e.link) })),
  }));
  await ctx.mailer.send(
    notificationMail({
      to: target.email,
      name: target.name,
      message: row.message,
      link: absoluteLink(ctx, row.link),
      ...(details?.intro ? { intro: details.intro } : {}),
      ...(sections ? { sections } : {}),
      footer:
        details?.stops === 'matchDigest'
          ? await matchDigestFooter(ctx, row.user_id)
          : await mailFooter(ctx, row.user_id, [kind], 'instant'),
    }),
  );
}
