import { linkSecret } from '../emailPreferences';
import { scheduleDigestAtStart } from './digestSchedule';
import type { AppContext } from '../../context';

/**
 * At start (buildApp): the unsubscribe links' secret exists and a daily digest is scheduled,
 * whichever instance starts first (docs/product.md#e-mail).
 */
export async function startNotificationMail(ctx: Pick<AppContext, 'db' | 'config'>) {
  await linkSecret(ctx.db);
  await scheduleDigestAtStart(ctx);
}
