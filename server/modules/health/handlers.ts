import { pingDatabase } from '../../db/ping';
import { searchIndexOf } from '../items';
import { readinessChecker } from './readiness';
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
      await pingDatabase(ctx.db);
      return { status: 'ok', db: 'ok' };
    },
    async getReadiness(_req, reply) {
      const result = await readiness();
      if (result.status !== 'ok') reply.status(503);
      const index = ctx.config.searchIndex === 'memory' ? searchIndexOf(ctx).state : 'off';
      return { ...result, searchIndex: index };
    },
  } satisfies Partial<Handlers>;
}
