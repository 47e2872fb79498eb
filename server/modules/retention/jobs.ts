import { warnDueSoon } from './warnings';
import type { JobHandlers } from '../../jobs/kinds';
import type { AppContext } from '../../context';

/** The retention module's durable job (server/modules/jobHandlers.ts). */
export function retentionJobs(ctx: AppContext) {
  return {
    'disposal-warnings': () => warnDueSoon(ctx),
  } satisfies Partial<JobHandlers>;
}
