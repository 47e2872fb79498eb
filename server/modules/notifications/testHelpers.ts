import fs from 'node:fs/promises';
import path from 'node:path';
import type { Mail } from '../../mail/mailer';
import type { TestApp } from '../../test/testApp';

/** Every mail in the file outbox to `to`, oldest first, once the job worker has nothing left. */
export async function outboxTo(t: TestApp, to: string): Promise<Mail[]> {
  await t.app.ctx.worker.idle();
  const outbox = path.join(t.config.dataDir, 'outbox');
  const files = (await fs.readdir(outbox).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.json'))
    .sort();
  const mails: Mail[] = [];
  for (const f of files) {
    const mail = JSON.parse(await fs.readFile(path.join(outbox, f), 'utf8')) as Mail;
    if (mail.to === to) mails.push(mail);
  }
  return mails;
}

/** The queued daily digest jobs (there should be exactly one). */
export const digestJobs = (t: TestApp) =>
  t.app.ctx.db
    .selectFrom('jobs')
    .select(['id', 'run_at', 'payload', 'attempts'])
    .where('kind', '=', 'email-digest')
    .orderBy('run_at')
    .execute();

/** Runs the daily digest now (its job is moved to the past), then everything it queued. */
export async function runDigestNow(t: TestApp): Promise<void> {
  const past = new Date(Date.now() - 1000).toISOString();
  await t.app.ctx.db
    .updateTable('jobs')
    .set({ run_at: past })
    .where('kind', '=', 'email-digest')
    .execute();
  await t.app.ctx.worker.idle();
}

/** The token of an unsubscribe address, and the address of the one-click header. */
export function unsubscribeOf(mail: Mail): { token: string; oneClick: string } {
  const header = mail.headers?.['List-Unsubscribe'] ?? '';
  const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(header)?.[1];
  if (!oneClick) throw new Error(`no List-Unsubscribe header: ${header}`);
  return { token: new URL(oneClick).searchParams.get('token') ?? '', oneClick };
}
