import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { newId } from '../lib/ids';
import type { FastifyBaseLogger } from 'fastify';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (kept in the outbox file too). */
  headers?: Record<string, string>;
  /** Files sent along (a hand-over receipt's PDF), base64 so the job payload stays JSON. */
  attachments?: MailAttachment[];
};
export type MailAttachment = { filename: string; contentType: string; base64: string };
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise a JSON file per message in DATA_DIR/outbox. */
export function createMailer(opts: {
  smtpUrl?: string;
  mailFrom: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        const { attachments, ...rest } = mail;
        await transport.sendMail({
          from: opts.mailFrom,
          ...rest,
          attachments: attachments?.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.base64, 'base64'),
          })),
        });
        opts.log.info({ to: mail.to, subject: mail.subject }, 'mail sent over SMTP');
      },
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  return {
    async send(mail) {
      const createdAt = new Date().toISOString();
      const file = path.join(outbox, `${createdAt.replace(/[:.]/g, '-')}-${newId()}.json`);
      // Written aside, then renamed: a reader of the outbox never sees a half-written mail.
      const partial = path.join(outbox, `.${newId()}.partial`);
      const write = () => fs.writeFile(partial, JSON.stringify({ ...mail, createdAt }, null, 2));
      // The folder is made when missing, not checked for every mail (an import's thousands of
      // alerts, docs/performance.md#importing).
      await write().catch(async (err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
        await fs.mkdir(outbox, { recursive: true });
        await write();
      });
      await fs.rename(partial, file);
      opts.log.info(`mail to ${mail.to} "${mail.subject}" written to ${file}`);
    },
  };
}

/** Reads the newest outbox message for an address (tests, e2e and the README's walkthrough). */
export async function latestOutboxMail(
  dataDir: string,
  to: string,
): Promise<(Mail & { createdAt: string }) | undefined> {
  const outbox = path.join(dataDir, 'outbox');
  const files = (await fs.readdir(outbox).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse();
  for (const f of files) {
    const mail = JSON.parse(await fs.readFile(path.join(outbox, f), 'utf8'));
    if (mail.to === to.toLowerCase() || mail.to === to) return mail;
  }
  return undefined;
}
