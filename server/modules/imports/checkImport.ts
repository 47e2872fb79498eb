import { activeCategories } from '../categories';
import { importedReferences } from '../items';
import { checkRows, type CheckContext, type CheckedRow } from './rowChecks';
import type { ImportMapping, ImportRowProblem } from './importTypes';
import type { Db } from '../../db';

/** The rows of an import as stored: the sheet's cells and its formula cells. */
export type StoredRows = { rows: string[][]; formulas: string[] };

/** Problems and skips a preview lists at most (the report has them all). */
export const LISTED = 500;

/** Today on campus, YYYY-MM-DD (a date found after it is refused). */
const today = () => new Date().toISOString().slice(0, 10);

/** What the database says rows are checked against: its categories, by lower-case name. */
async function categoriesOf(db: Db): Promise<CheckContext['categories']> {
  return new Map(
    (await activeCategories(db)).map((c) => [c.name.toLowerCase(), { id: c.id, name: c.name }]),
  );
}

/**
 * Checks every row against what the database holds now: its categories and the rows imported
 * before (docs/product.md#importing-the-offices-log). On the calling thread: the import job's
 * (off the event loop); a request checks through `checkOnSheetThread` (sheetPool.ts).
 */
export async function checkImportRows(
  db: Db,
  stored: StoredRows,
  mapping: ImportMapping,
): Promise<CheckedRow[]> {
  const categories = await categoriesOf(db);
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

/** What a preview shows of the checked rows. */
export type CheckSummary = {
  bad: number;
  problems: ImportRowProblem[];
  skips: { row: number; reason: string }[];
  newRows: number;
  /** The first rows as read, for the mapping's sample. */
  sample: string[][];
};

/** A check as the sheet thread runs it: the stored JSON as is, the database's answers as lists. */
export type CheckTask = {
  kind: 'check';
  rowsJson: string;
  mapping: ImportMapping;
  categories: [string, { id: string; name: string }][];
  today: string;
  /** The rows imported before, by key; null on the first pass, which answers the keys. */
  imported: [string, string][] | null;
};
export type CheckResult = { keys: string[] | null; summary: CheckSummary };

/** Runs on the sheet thread (server/threads/sheetThread.ts): pure. */
export function runCheckTask(task: CheckTask): CheckResult {
  const stored = JSON.parse(task.rowsJson) as StoredRows;
  const checked = checkRows(stored.rows, stored.formulas, task.mapping, {
    categories: new Map(task.categories),
    today: task.today,
    imported: new Map(task.imported ?? []),
  });
  return {
    keys: task.imported === null ? checked.map((r) => r.key) : null,
    summary: summarize(stored, checked),
  };
}

function summarize(stored: StoredRows, checked: CheckedRow[]): CheckSummary {
  const bad = checked.filter((r) => r.problems.length > 0);
  return {
    bad: bad.length,
    problems: bad.flatMap((r) => r.problems).slice(0, LISTED),
    skips: checked
      .filter((r) => r.skip !== null)
      .slice(0, LISTED)
      .map((r) => ({ row: r.row, reason: r.skip! })),
    newRows: checked.filter((r) => r.item !== null).length,
    sample: stored.rows.slice(0, 10),
  };
}

/**
 * The summary of a check (docs/performance.md#importing): `run` does the row work (on the sheet
 * thread), this side asks the database; two passes when rows were imported before.
 */
export async function checkSummary(
  db: Db,
  rowsJson: string,
  mapping: ImportMapping,
  run: (task: CheckTask) => Promise<CheckResult>,
): Promise<CheckSummary> {
  const task: CheckTask = {
    kind: 'check',
    rowsJson,
    mapping,
    categories: [...(await categoriesOf(db))],
    today: today(),
    imported: null,
  };
  const first = await run(task);
  const imported = await importedReferences(db, first.keys ?? []);
  if (imported.size === 0) return first.summary;
  return (await run({ ...task, imported: [...imported] })).summary;
}
