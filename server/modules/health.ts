import type { AppContext } from '../context';
import { pingDatabase } from '../db/ping';
import type { Handlers } from './types';

export function healthHandlers(ctx: AppContext): Handlers {
  return {
    async getHealth() {
      await pingDatabase(ctx.db);
      return { status: 'ok', db: 'ok' };
    },
  };
}
