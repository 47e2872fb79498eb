import { isDatabaseUnavailable } from '../../db/unavailable';
import { pruneFailuresAndLocks } from './accountLocks';
import { purgeExpiredPending } from './registrations';
import type { AppContext } from '../../context';

/** How often the account housekeeping runs (besides once at start). */
export const MAINTENANCE_INTERVAL_MS = 60 * 60_000;

/** Deletes unverified accounts past their week, and forgotten failures and expired locks. */
export async function runAccountMaintenance(ctx: Pick<AppContext, 'db' | 'log'>): Promise<void> {
  const purged = await purgeExpiredPending(ctx.db);
  if (purged) ctx.log.info(`deleted ${purged} unverified account(s) older than a week`);
  await pruneFailuresAndLocks(ctx.db);
}

/**
 * Runs the housekeeping now and then every MAINTENANCE_INTERVAL_MS on an unref'd timer (it never
 * keeps the process alive). Returns the function that stops it (app close).
 */
export async function startAccountMaintenance(
  ctx: Pick<AppContext, 'db' | 'log'>,
): Promise<() => void> {
  // Never rejects: a database that does not answer (docs/deploy.md#when-something-fails) only
  // skips this round; the next one is an interval away.
  const run = () =>
    runAccountMaintenance(ctx).catch((err) => {
      if (isDatabaseUnavailable(err)) ctx.log.warn({ err }, 'account maintenance skipped');
      else ctx.log.error({ err }, 'account maintenance failed');
    });
  await run();
  const timer = setInterval(() => void run(), MAINTENANCE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
