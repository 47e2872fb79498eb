import { pingDatabase } from '../../db/ping';
import { searchIndexServiceOf } from '../search';
import { serviceUnavailable } from '../../errors';
import { answers, CHECK_TIMEOUT_MS, readinessChecker } from './readiness';
import type { AppContext } from '../../context';
import type { Handlers } from '../types';

export function healthHandlers(ctx: AppContext) {
  const readiness = readinessChecker({
    db: () => pingDatabase(ctx.db),
    redis: ctx.redisPing,
    storage: () => ctx.storage.check(),
  });
  return {
    async getHealth() {
      // Liveness: a database that does not answer in time is 503 with Retry-After (the process
      // itself is fine and serves again once it is back), never a 500.
      if (!(await answers(() => pingDatabase(ctx.db), CHECK_TIMEOUT_MS)))
        throw serviceUnavailable();
      return { status: 'ok', db: 'ok' };
    },
    async getReadiness(_req, reply) {
      const result = await readiness();
      if (result.status !== 'ok') reply.status(503);
      const index = ctx.config.searchIndex === 'memory' ? searchIndexServiceOf(ctx).state : 'off';
      return { ...result, searchIndex: index };
    },
  } satisfies Partial<Handlers>;
}
