import { plural } from '../../../app/plural';
import type { ImportPreview, OfficeImport } from '../../../api/enhancedApi';

/*
 * The import screen's sentences (docs/product.md#importing-the-offices-log), in one place: the
 * page and its tests read them from here.
 */

/** Rows under the header that neither become items nor have a problem (already imported…). */
export const skippedRows = ({ import: imp, newRows }: ImportPreview) =>
  Math.max(0, imp.rowCount - newRows - imp.badRows);

/** "12 rows: 9 will be imported, 2 have problems, 1 skipped". */
export function previewCounts(preview: ImportPreview): string {
  const { rowCount, badRows } = preview.import;
  const have = badRows === 1 ? 'has' : 'have';
  return `${plural(rowCount, 'row')}: ${preview.newRows} will be imported, ${badRows} ${have} problems, ${skippedRows(preview)} skipped`;
}

export const importButtonText = (newRows: number) => `Import ${plural(newRows, 'item')}`;

export const skipBadRowsText = (badRows: number) =>
  `Skip the ${badRows === 1 ? 'row' : `${badRows} rows`} with problems`;

export const finishedText = (imp: OfficeImport) =>
  `Import finished: ${imp.created} created, ${imp.skipped} skipped`;

export const UNDONE_TEXT = 'This import was undone';

/** Where it stands, as the recent imports list says it. */
export const STATUS_WORDS: Record<OfficeImport['status'], string> = {
  draft: 'Not started',
  queued: 'Queued',
  running: 'Importing',
  done: 'Finished',
  undone: 'Undone',
};

/** Its rows in a few words: what it found before it ran, what it did after. */
export function rowsText(imp: OfficeImport): string {
  if (imp.status === 'draft') return `${plural(imp.rowCount, 'row')}, ${imp.badRows} with problems`;
  if (imp.status === 'queued' || imp.status === 'running')
    return `${imp.processed} of ${plural(imp.rowCount, 'row')}`;
  return `${imp.created} created, ${imp.skipped} skipped`;
}
