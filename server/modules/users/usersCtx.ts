import type { Mail } from '../../mail/mailer';
import type { AppContext } from '../../context';

/** What the users module's services use of the app. */
export type Ctx = Pick<AppContext, 'db' | 'mailer' | 'jobs' | 'realtime' | 'log' | 'metrics'>;

/** Mail goes out after the answer, through the job queue, which logs a failure. */
export function sendLater(ctx: Ctx, mail: Mail): void {
  ctx.jobs.push(`mail: ${mail.subject}`, () => ctx.mailer.send(mail));
}
