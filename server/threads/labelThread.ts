import { parentPort } from 'node:worker_threads';
import { lowerThisThreadsPriority } from '../lib/backgroundPriority';
import { labelPdf, labelSheetPdf } from '../modules/labels/labelPdf';
import { disposalRecordPdf } from '../modules/labels/disposalRecordPdf';
import { receiptPdf } from '../modules/labels/receiptPdf';
import type { LabelTask } from '../modules/labels/labelTask';
import type { ThreadReply, ThreadRequest } from '../lib/threadPool';

/**
 * The label thread (docs/performance.md#label-rendering): draws QR codes and PDFs, about 22 ms
 * of CPU a label and 374 ms a full sheet, away from the event loop that answers requests. The
 * pool (server/modules/labels/labelPool.ts) sends one task at a time.
 */
const port = parentPort!;
lowerThisThreadsPriority();

port.on('message', (request: ThreadRequest<LabelTask>) => void render(request));

/** The task's PDF: a label, a sheet, a hand-over receipt or a disposal record. */
function pdfOf(task: LabelTask): Promise<Buffer> {
  switch (task.kind) {
    case 'receipt':
      return receiptPdf(task.receipt);
    case 'disposal':
      return disposalRecordPdf(task.record);
    case 'single':
      return labelPdf(task.contents[0]!);
    default:
      return labelSheetPdf(task.contents);
  }
}

async function render(request: ThreadRequest<LabelTask>) {
  const { id } = request;
  try {
    const pdf = await pdfOf(request);
    const bytes = ownBuffer(pdf);
    port.postMessage({ id, ok: true, value: bytes } satisfies ThreadReply<ArrayBuffer>, [bytes]);
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    port.postMessage({ id, ok: false, error } satisfies ThreadReply<ArrayBuffer>);
  }
}

/**
 * The PDF's bytes in an ArrayBuffer of their own, which can be moved to the main thread without
 * a copy. A small Buffer may be a slice of Node's shared pool, which must never be moved.
 */
function ownBuffer(pdf: Buffer): ArrayBuffer {
  const whole =
    pdf.buffer instanceof ArrayBuffer &&
    pdf.byteOffset === 0 &&
    pdf.byteLength === pdf.buffer.byteLength;
  return whole ? (pdf.buffer as ArrayBuffer) : new Uint8Array(pdf).buffer;
}
