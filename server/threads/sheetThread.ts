import { parentPort } from 'node:worker_threads';
import { lowerThisThreadsPriority } from '../lib/backgroundPriority';
import { runCheckTask } from '../modules/imports/checkImport';
import { readSheet } from '../modules/imports/readSheet';
import type { SheetTask, SheetResult } from '../modules/imports/sheetPool';
import type { ThreadReply, ThreadRequest } from '../lib/threadPool';

/**
 * The sheet thread (docs/performance.md#importing): reads an uploaded CSV or XLSX, up to seconds
 * of CPU for a large workbook, and checks an import's rows, away from the event loop. Its heap
 * is capped, so a workbook built to explode in memory ends this thread, never the server.
 */
const port = parentPort!;
lowerThisThreadsPriority();

port.on('message', (request: ThreadRequest<SheetTask>) => void read(request));

async function read(request: ThreadRequest<SheetTask>) {
  const { id } = request;
  try {
    const value: SheetResult =
      request.kind === 'check' ? runCheckTask(request) : await readOne(request);
    port.postMessage({ id, ok: true, value } satisfies ThreadReply<SheetResult>);
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    port.postMessage({ id, ok: false, error } satisfies ThreadReply<SheetResult>);
  }
}

async function readOne(request: Extract<SheetTask, { kind: 'read' }>): Promise<SheetResult> {
  const sheet = await readSheet(request.fileName, new Uint8Array(request.bytes));
  if ('refused' in sheet) return sheet;
  const { columns, rows, formulas } = sheet;
  return { columns, rowCount: rows.length, rowsJson: JSON.stringify({ rows, formulas }) };
}
