import { dropJobs } from '../../jobs/dropJobs';
import { mailKeys } from './eraseRepository';
import type { Db } from '../../db';

/**
 * Drops the queued e-mail to a person being erased (docs/security.md#personal-data-deactivation-and-erasure),
 * in the erasure's transaction, before their codes and e-mail changes are deleted: account mail
 * to their address or to a pending new one, or carrying one of their codes, and mail written
 * for them (`send-mail` with their id, the digest). A notification's own `send-mail` names only
 * the notification, which the erasure deletes, so it finds nothing to send. Returns how many.
 */
export async function dropQueuedMail(db: Db, userId: string, email: string): Promise<number> {
  const { addresses, codeIds } = await mailKeys(db, userId);
  const to = new Set([email, ...addresses]);
  const codes = new Set(codeIds);
  return dropJobs(db, ['account-mail', 'send-mail'], [userId, ...to, ...codes], (job) =>
    job.kind === 'account-mail'
      ? to.has(job.payload.mail?.to) || (!!job.payload.codeId && codes.has(job.payload.codeId))
      : 'userId' in job.payload && job.payload.userId === userId,
  );
}
