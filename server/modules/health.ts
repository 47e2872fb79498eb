import { pingDatabase } from '../db/ping';
import type { AppContext } from '../context';
import type { Handlers } from './types';

export function healthHandlers(ctx: AppContext) {
  return {
    async getHealth() {
      await pingDatabase(ctx.db);
      return { status: 'ok', db: 'ok' };
    },
  } satisfies Partial<Handlers>;
}
