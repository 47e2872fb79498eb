import { runImportBatch } from './importJob';
import type { JobHandlers } from '../../jobs/kinds';
import type { AppContext } from '../../context';

/** The imports module's durable job (server/modules/jobHandlers.ts): one batch of rows a run. */
export function importJobs(ctx: AppContext) {
  return {
    'import-rows': ({ importId }) => runImportBatch(ctx, importId),
  } satisfies Partial<JobHandlers>;
}
