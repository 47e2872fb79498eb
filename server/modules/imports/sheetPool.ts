import { ApiError, badRequest } from '../../errors';
import { startThread } from '../../lib/threads';
import { ThreadPool, ThreadPoolFull } from '../../lib/threadPool';
import { perOwner } from '../../lib/versionedCache';
import type { Refusal, Sheet } from './readSheet';
import type { AppContext } from '../../context';

export type SheetTask = { fileName: string; bytes: ArrayBuffer };
export type SheetResult = Sheet | Refusal;

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
export async function readUpload(ctx: AppContext, fileName: string, bytes: Buffer): Promise<Sheet> {
  let result: SheetResult;
  try {
    const copy = new Uint8Array(bytes).buffer;
    ({ value: result } = await sheetPoolOf(ctx).run({ fileName, bytes: copy }));
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
