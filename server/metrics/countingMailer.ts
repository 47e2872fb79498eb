import type { Mailer } from '../mail/mailer';
import type { Metrics } from './metrics';

/** Every e-mail the portal sends, account mail and notification mail alike, counted as it goes. */
export function countingMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (err) {
        metrics.mailFailed();
        throw err;
      }
      metrics.mailSent();
    },
  };
}
