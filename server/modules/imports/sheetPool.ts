import { ApiError, badRequest } from '../../errors';
import { startThread } from '../../lib/threads';
import { ThreadPool, ThreadPoolFull } from '../../lib/threadPool';
import { perOwner } from '../../lib/versionedCache';
import { checkSummary, runCheckTask, type CheckResult, type CheckTask } from './checkImport';
import type { Refusal } from './readSheet';
import type { ImportMapping } from './importTypes';
import type { AppContext } from '../../context';

export type ReadTask = { kind: 'read'; fileName: string; bytes: ArrayBuffer };
/** A sheet as the request needs it: the rows as the JSON stored, never parsed on the event loop. */
export type ReadUpload = { columns: string[]; rowCount: number; rowsJson: string };
export type SheetTask = ReadTask | CheckTask;
export type SheetResult = ReadUpload | Refusal | CheckResult;

/** A large workbook is a few seconds; one stuck longer is given up. */
const READ_TIMEOUT_MS = 60_000;

class SheetsBusy extends ApiError {
  constructor() {
    super(429, 'RATE_LIMITED', 'Other files are being read right now. Try again in a minute.');
  }
}

/**
 * One sheet thread per app (docs/performance.md#importing), started on the first upload and
 * stopped with the app (server/app.ts): uploads are rare, and reading one must not take the
 * core that answers requests.
 */
export const sheetPoolOf = perOwner<AppContext, ThreadPool<SheetTask, SheetResult>>(
  (ctx) =>
    new ThreadPool<SheetTask, SheetResult>({
      start: () => startThread('sheetThread', { resourceLimits: { maxOldGenerationSizeMb: 768 } }),
      size: 1,
      maxQueued: 4,
      timeoutMs: READ_TIMEOUT_MS,
      onError: (err) => ctx.log.error({ err }, 'sheet thread failed'),
    }),
);

/** The file's sheet, or a 400 saying why it cannot be imported. */
export async function readUpload(
  ctx: AppContext,
  fileName: string,
  bytes: Buffer,
): Promise<ReadUpload> {
  let result: ReadUpload | Refusal;
  try {
    const copy = new Uint8Array(bytes).buffer;
    ({ value: result } = (await sheetPoolOf(ctx).run({ kind: 'read', fileName, bytes: copy })) as {
      value: ReadUpload | Refusal;
    });
  } catch (err) {
    if (err instanceof ThreadPoolFull) throw new SheetsBusy();
    ctx.log.warn({ err }, 'an uploaded sheet could not be read');
    throw badRequest(
      'The file could not be read: it is damaged or too complex. Save it again as CSV UTF-8 and upload that.',
    );
  }
  if ('refused' in result) throw badRequest(result.refused);
  return result;
}

/**
 * Every row of a stored import checked under `mapping`, summed up for the preview, on the sheet
 * thread: about a second of CPU at 20,000 rows, which the event loop used to spend on each upload,
 * mapping change and start (docs/performance.md#importing). Should the thread fail, the rows are
 * checked here all the same (slower, never wrong).
 */
export async function checkOnSheetThread(
  ctx: AppContext,
  rowsJson: string,
  mapping: ImportMapping,
) {
  return checkSummary(ctx.db, rowsJson, mapping, async (task) => {
    try {
      return (await sheetPoolOf(ctx).run(task)).value as CheckResult;
    } catch (err) {
      if (err instanceof ThreadPoolFull) throw new SheetsBusy();
      ctx.log.warn({ err }, 'rows could not be checked on the sheet thread; checked here');
      return runCheckTask(task);
    }
  });
}
