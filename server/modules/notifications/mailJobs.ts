import { runDigest } from './digest';
import { sendMail } from './sendMailJob';
import type { JobHandlers } from '../../jobs/kinds';
import type { AppContext } from '../../context';

/** The notifications module's durable jobs: notification e-mail and the daily digest. */
export function notificationJobs(ctx: AppContext) {
  return {
    'send-mail': (payload) => sendMail(ctx, payload),
    'email-digest': (payload) => runDigest(ctx, payload),
  } satisfies Partial<JobHandlers>;
}

/**
 * Retry limits that differ from the worker's defaults (8 runs, about 20 minutes of retries):
 * mail waits out an SMTP outage of about 4 hours (30 runs, 10 minutes apart at most) before it
 * is dropped and logged (docs/product.md#e-mail).
 */
export const notificationJobLimits = (config: AppContext['config']) => ({
  'send-mail': { maxAttempts: 30, retryBaseMs: config.mailRetryBaseMs, retryMaxMs: 10 * 60_000 },
});
