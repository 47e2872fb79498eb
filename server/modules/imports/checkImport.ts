import { activeCategories } from '../categories';
import { importedReferences } from '../items';
import { checkRows, type CheckedRow } from './rowChecks';
import type { ImportMapping } from './importTypes';
import type { Db } from '../../db';

/** The rows of an import as stored: the sheet's cells and its formula cells. */
export type StoredRows = { rows: string[][]; formulas: string[] };

/** Today on campus, YYYY-MM-DD (a date found after it is refused). */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Checks every row against what the database holds now: its categories and the rows imported
 * before (docs/product.md#importing-the-offices-log).
 */
export async function checkImportRows(
  db: Db,
  stored: StoredRows,
  mapping: ImportMapping,
): Promise<CheckedRow[]> {
  const categories = new Map(
    (await activeCategories(db)).map((c) => [c.name.toLowerCase(), { id: c.id, name: c.name }]),
  );
  // Keys first without the database, then the rows imported before, then the real check.
  const draft = checkRows(stored.rows, stored.formulas, mapping, {
    categories,
    today: today(),
    imported: new Map(),
  });
  const imported = await importedReferences(
    db,
    draft.map((r) => r.key),
  );
  return imported.size === 0
    ? draft
    : checkRows(stored.rows, stored.formulas, mapping, { categories, today: today(), imported });
}
