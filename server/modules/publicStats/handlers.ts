import { computePublicStats } from './publicStats';
import { cachedFor } from './statsCache';
import type { Handlers } from '../types';
import type { AppContext } from '../../context';

const publicStats = cachedFor((db) => computePublicStats(db));

/** Handler of getPublicStats (docs/product.md#public-figures): no login, nothing personal. */
export function publicStatsHandlers(ctx: AppContext) {
  return {
    async getPublicStats() {
      return publicStats(ctx.db);
    },
  } satisfies Partial<Handlers>;
}
