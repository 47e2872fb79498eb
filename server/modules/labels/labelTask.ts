import type { DisposalRecordContent } from './disposalRecordContent';
import type { LabelContent } from './labelContent';
import type { ReceiptContent } from './receiptContent';

/**
 * What the label thread renders (server/threads/labelThread.ts): one label on its own page, one
 * A4 sheet, a hand-over receipt or a disposal batch's record. The pool adds an `id`; the thread
 * answers with the PDF's bytes.
 */
export type LabelTask =
  | { kind: 'single' | 'sheet'; contents: LabelContent[] }
  | { kind: 'receipt'; receipt: ReceiptContent }
  | { kind: 'disposal'; record: DisposalRecordContent };
