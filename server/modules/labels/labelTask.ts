import type { LabelContent } from './labelContent';
import type { ReceiptContent } from './receiptContent';

/**
 * What the label thread renders (server/threads/labelThread.ts): one label on its own page, one
 * A4 sheet, or a hand-over receipt. The pool adds an `id`; the thread answers with the PDF's bytes.
 */
export type LabelTask =
  | { kind: 'single' | 'sheet'; contents: LabelContent[] }
  | { kind: 'receipt'; receipt: ReceiptContent };
