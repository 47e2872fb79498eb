import { enqueue } from '../../jobs/enqueue';
import { isoIn } from '../../lib/ids';
import { CODE_TTL_MINUTES } from './codeRules';
import { restartCodeClock } from './repository';
import type { JobHandlers, JobPayloads } from '../../jobs/kinds';
import type { AppContext } from '../../context';
import type { JobWorker } from '../../jobs/worker';
import type { Db } from '../../db';
import type { Mail } from '../../mail/mailer';

/*
 * Account mail (codes, notices about an account) takes the one road every e-mail takes
 * (docs/architecture.md#durable-jobs): a durable `account-mail` job, queued in the transaction
 * that stores what the mail is about, sent by the database worker, which retries it through an
 * SMTP outage. A code is never issued without its mail queued, nor its mail queued without it.
 */

/**
 * Queues `mail` in `db`, the caller's transaction. `codeId`: the one-time code it carries, so
 * it is sent only while that code is unused (docs/security.md#e-mail). Call `mailQueued` after
 * the commit.
 */
export async function queueAccountMail(db: Db, mail: Mail, codeId?: string): Promise<void> {
  await enqueue(db, 'account-mail', codeId ? { mail, codeId } : { mail });
}

// One wait per worker, so the in-process queue keeps it once however much mail is queued.
const idleOf = new WeakMap<JobWorker, () => Promise<void>>();

/**
 * After the commit that queued account mail: this process's worker sends it now (before the
 * commit the job is invisible), and `ctx.jobs.idle()` also waits for that first try (tests see
 * the mail once the after-answer work is done).
 */
export function mailQueued(ctx: Pick<AppContext, 'worker' | 'jobs'>): void {
  const { worker } = ctx;
  worker.wake();
  let wait = idleOf.get(worker);
  if (!wait) {
    wait = () => worker.idle();
    idleOf.set(worker, wait);
  }
  ctx.jobs.handOff(wait);
}

/**
 * The `account-mail` job. Sending is its last step, as for `send-mail`: a failed send throws and
 * is retried as a whole, so a mail goes out once unless the SMTP server took it and the reply was
 * lost. A code's lifetime restarts when its mail goes out, so a mail delayed by an outage still
 * brings a code that works for CODE_TTL_MINUTES; a code used or superseded meanwhile is not sent.
 */
export async function sendAccountMail(
  ctx: Pick<AppContext, 'db' | 'mailer'>,
  payload: JobPayloads['account-mail'],
): Promise<void> {
  if (payload.codeId) {
    const live = await restartCodeClock(ctx.db, payload.codeId, isoIn(CODE_TTL_MINUTES * 60_000));
    if (!live) return;
  }
  await ctx.mailer.send(payload.mail);
}

/** The auth module's durable jobs (server/modules/jobHandlers.ts). */
export function accountMailJobs(ctx: Pick<AppContext, 'db' | 'mailer'>) {
  return {
    'account-mail': (payload) => sendAccountMail(ctx, payload),
  } satisfies Partial<JobHandlers>;
}
