import { EMAIL_KINDS, emailKindOf, mailTargetFor, type EmailKind } from '../emailPreferences';
import { enqueue } from '../../jobs/enqueue';
import { digestMail } from '../../mail/digestMail';
import { takeDigest, usersWithDigest } from './digestRepository';
import { queueDailyRuns } from './digestSchedule';
import { absoluteLink, mailFooter } from './mailFooter';
import type { AppContext } from '../../context';

/** At most this many notifications are listed in one digest; the rest are counted. */
export const DIGEST_LISTED = 50;
const USERS_PER_PAGE = 200;

/**
 * The `email-digest` job (docs/product.md#e-mail), due once a day at DIGEST_HOUR: first it
 * queues tomorrow's and the day's disposal warnings (queueDailyRuns), so a failure below never
 * stops the daily runs; then each user with notifications waiting gets one mail listing them. A
 * user whose mail could not be queued keeps theirs waiting, and the job fails so the worker runs
 * it again for them.
 */
export async function runDigest(ctx: AppContext, payload: { at: string }): Promise<void> {
  await queueDailyRuns(ctx, payload);
  let failed = 0;
  let cursor = '';
  for (;;) {
    const users = await usersWithDigest(ctx.db, cursor, USERS_PER_PAGE);
    if (users.length === 0) break;
    for (const userId of users) {
      try {
        await digestFor(ctx, userId);
      } catch (err) {
        failed += 1;
        ctx.log.error({ err, userId }, 'digest not queued; its notifications stay waiting');
      }
    }
    cursor = users[users.length - 1];
  }
  ctx.worker.wake();
  if (failed > 0) throw new Error(`${failed} digest mails could not be queued`);
}

/**
 * One user's digest, exactly once: taking the waiting rows and queueing the mail (a durable
 * `send-mail` job) commit together, so a crash before the commit leaves the rows waiting for the
 * rerun and one after it has the mail queued. Rows read meanwhile in the portal, or of a kind
 * now turned off, are dropped without mail.
 */
async function digestFor(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const rows = await takeDigest(trx, userId);
    const target = await mailTargetFor(trx, userId);
    if (!target) return;
    const entries = rows
      .map((row) => ({ row, kind: emailKindOf(row.type) }))
      .filter((e): e is typeof e & { kind: EmailKind } =>
        Boolean(e.kind && e.row.is_read === 0 && target.preferences[e.kind] !== 'off'),
      )
      .sort((a, b) => b.row.created_at.localeCompare(a.row.created_at));
    if (entries.length === 0) return;
    const kinds = EMAIL_KINDS.filter((k) => entries.some((e) => e.kind === k));
    const mailCtx = { db: trx, config: ctx.config };
    const mail = digestMail({
      to: target.email,
      name: target.name,
      entries: entries.slice(0, DIGEST_LISTED).map(({ row }) => ({
        message: row.message,
        link: absoluteLink(mailCtx, row.link),
        at: row.created_at,
      })),
      more: Math.max(0, entries.length - DIGEST_LISTED),
      all: absoluteLink(mailCtx, '/notifications'),
      footer: await mailFooter(mailCtx, userId, kinds, 'digest'),
    });
    await enqueue(trx, 'send-mail', { userId, mail });
  });
}
