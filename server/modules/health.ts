import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { Handlers } from './types';

export function healthHandlers(ctx: AppContext): Handlers {
  return {
    async getHealth() {
      await sql`select 1`.execute(ctx.db);
      return { status: 'ok', db: 'ok' };
    },
  };
}
