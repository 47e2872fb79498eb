import { UTF8_BOM, csvLine } from '../../lib/csv';
import { formatReference } from '../items';
import { checkImportRows, type StoredRows } from './checkImport';
import { importFor } from './importAccess';
import * as repo from './importsRepository';
import type { ImportMapping } from './importTypes';
import type { CheckedRow } from './rowChecks';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';

const HEADER = ['row', 'outcome', 'reference', 'title', 'reason'];

/** Why a row is not imported, in words: its problems, or the reason it is left out. */
export const reasonOf = (r: CheckedRow) =>
  r.problems.length ? r.problems.map((p) => p.message).join('; ') : (r.skip ?? '');

/**
 * The import's report as CSV (docs/product.md#importing-the-offices-log): for a draft what would
 * happen to each row; once started, what did, and "Waiting" for rows not reached yet. Cells a
 * spreadsheet would run are quoted (lib/csv.ts): the rows are other people's text.
 */
export async function importReportCsv(
  ctx: AppContext,
  user: AuthUser,
  id: string,
): Promise<{ fileName: string; csv: string }> {
  const imp = await importFor(ctx.db, user, id);
  let csv = UTF8_BOM + csvLine(HEADER);
  const rowsJson = await repo.rowsOfImport(ctx.db, id);
  if (imp.status === 'draft') {
    const stored = rowsJson ? (JSON.parse(rowsJson) as StoredRows) : { rows: [], formulas: [] };
    const mapping = JSON.parse(imp.mapping_json) as ImportMapping;
    for (const r of await checkImportRows(ctx.db, stored, mapping)) {
      const outcome = r.item ? 'Would be created' : 'Would be skipped';
      csv += csvLine([String(r.row), outcome, '', r.title, reasonOf(r)]);
    }
  } else {
    const results = await repo.resultsOf(ctx.db, id);
    for (const r of results) {
      const reference = r.ref_no === null ? '' : formatReference(Number(r.ref_no), r.created_at!);
      const outcome = r.outcome === 'created' ? 'Created' : 'Skipped';
      csv += csvLine([String(r.row_no), outcome, reference, r.title, r.reason ?? '']);
    }
    for (let row = results.length + 2; row <= Number(imp.row_count) + 1; row++) {
      if (imp.status === 'queued' || imp.status === 'running') {
        csv += csvLine([String(row), 'Waiting', '', '', '']);
      }
    }
  }
  const base = imp.file_name.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '-') || 'import';
  return { fileName: `${base}-report.csv`, csv };
}
