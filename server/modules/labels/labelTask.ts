import type { LabelContent } from './labelContent';

/**
 * What the label thread renders (server/threads/labelThread.ts): one label on its own page, or
 * one A4 sheet. The pool adds an `id`; the thread answers with the PDF's bytes.
 */
export type LabelTask = { kind: 'single' | 'sheet'; contents: LabelContent[] };
