import { createHash } from 'node:crypto';
import { parseLogDate } from './importDates';
import type { ImportedItemInput } from '../items';
import type { ImportField, ImportMapping, ImportRowProblem } from './importTypes';

/** The item a good row becomes (its key is the row's). */
export type ImportedItem = Omit<ImportedItemInput, 'key'>;

/** One row, checked: problems block it, a skip leaves it out on purpose, else it becomes `item`. */
export type CheckedRow = {
  /** Its number in the sheet: the header is row 1. */
  row: number;
  title: string;
  key: string;
  problems: ImportRowProblem[];
  skip: string | null;
  item: ImportedItem | null;
};

export type CheckContext = {
  /** Active categories by lower-case name. */
  categories: Map<string, { id: string; name: string }>;
  /** Today, YYYY-MM-DD: a later date found is refused. */
  today: string;
  /** Rows already imported, by key: the reference of the item they became. */
  imported: Map<string, string>;
};

const LIMITS: Partial<Record<ImportField, number>> = {
  title: 120,
  description: 2000,
  place: 200,
  storagePlace: 200,
  reference: 64,
  finder: 200,
};

const LABELS: Record<ImportField, string> = {
  title: 'Title',
  description: 'Description',
  category: 'Category',
  place: 'Place found',
  dateFound: 'Date found',
  storagePlace: 'Storage place',
  reference: 'Reference',
  finder: 'Finder',
  status: 'Status',
};

/** What an old log's status words mean here: held items come in, others are left out. */
const HELD =
  /^(|found|held|in storage|stored|unclaimed|in office|on shelf|waiting|open|kept|available)$/;
const LEFT_OUT: [RegExp, string][] = [
  [
    /^(returned|collected|claimed|picked up|given back|closed)$/,
    'Returned in the old log: not imported',
  ],
  [
    /^(disposed|disposed of|donated|discarded|transferred|destroyed|recycled)$/,
    'Disposed of in the old log: not imported',
  ],
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks every row under a mapping (docs/product.md#importing-the-offices-log): the problems a
 * preview lists (missing title, unknown category, a date in the future, a reference twice...), the
 * rows left out (imported already, returned or disposed of in the old log) and, for the others,
 * the item each becomes. Pure: the context holds what the database said.
 */
export function checkRows(
  rows: string[][],
  formulas: string[],
  mapping: ImportMapping,
  ctx: CheckContext,
): CheckedRow[] {
  const formulaCells = new Set(formulas);
  const seen = new Map<string, number>();
  return rows.map((cells, index) => {
    const row = index + 2;
    const problems: ImportRowProblem[] = [];
    const problem = (field: ImportField | null, code: ImportRowProblem['code'], message: string) =>
      problems.push({ row, field, code, message });
    const value = (field: ImportField): string => {
      const col = mapping[field];
      if (col === undefined) return '';
      if (formulaCells.has(`${index}:${col}`)) {
        problem(field, 'formula', `${LABELS[field]} is a formula: type the value instead`);
        return '';
      }
      const v = (cells[col] ?? '').trim();
      const limit = LIMITS[field];
      if (limit && v.length > limit) {
        problem(field, 'too-long', `${LABELS[field]} is longer than ${limit} characters`);
        return v.slice(0, limit);
      }
      return v;
    };

    const title = value('title');
    // A formula or an over-long cell has its own problem already; blank is "missing".
    const flagged = (field: ImportField) => problems.some((p) => p.field === field);
    if (!title && !flagged('title')) problem('title', 'missing-title', 'Title is missing');
    const categoryText = value('category');
    const category = ctx.categories.get(categoryText.toLowerCase()) ?? null;
    if (!categoryText) {
      if (!flagged('category')) problem('category', 'missing-category', 'Category is missing');
    } else if (!category)
      problem('category', 'unknown-category', `Unknown category: ${categoryText}`);
    const place = value('place');
    if (!place && !flagged('place')) problem('place', 'missing-place', 'Place found is missing');
    const dateText = value('dateFound');
    let foundOn: string | null = null;
    if (dateText) {
      foundOn = parseLogDate(dateText);
      if (!foundOn)
        problem(
          'dateFound',
          'bad-date',
          `Date found not understood: ${dateText} (use MM/DD/YYYY or YYYY-MM-DD)`,
        );
      else if (foundOn > ctx.today)
        problem('dateFound', 'future-date', `Date found is in the future: ${dateText}`);
    }
    const statusText = value('status');
    const status = statusText.toLowerCase().replace(/\s+/g, ' ');
    const leftOut = LEFT_OUT.find(([re]) => re.test(status))?.[1] ?? null;
    if (!leftOut && !HELD.test(status)) {
      problem(
        'status',
        'unknown-status',
        `Status not understood: ${statusText} (use Held, Returned or Disposed)`,
      );
    }
    const description = value('description');
    const storage = value('storagePlace');
    const finder = value('finder');
    const officeRef = value('reference');

    const key = officeRef
      ? `ref:${officeRef.toUpperCase()}`
      : `row:${createHash('sha256')
          .update(
            JSON.stringify(
              [title, description, categoryText, place, foundOn, storage, finder].map((s) =>
                (s ?? '').toLowerCase(),
              ),
            ),
          )
          .digest('base64url')
          .slice(0, 32)}`;
    const earlier = seen.get(key);
    if (earlier !== undefined && officeRef) {
      problem(
        'reference',
        'duplicate-reference',
        `Reference ${officeRef} is also on row ${earlier}`,
      );
    }
    if (earlier === undefined) seen.set(key, row);

    const before = ctx.imported.get(key);
    const skip = problems.length
      ? null
      : before
        ? `Already imported (${before})`
        : earlier !== undefined
          ? `Same as row ${earlier}`
          : leftOut;
    const item: ImportedItem | null =
      problems.length || skip
        ? null
        : {
            title,
            description: description || title,
            categoryId: category!.id,
            location: place,
            foundOn,
            storageLocation: storage || null,
            officeRef: officeRef || null,
            finderName: finder && !EMAIL.test(finder) ? finder : null,
            finderContact: finder && EMAIL.test(finder) ? finder : null,
          };
    return { row, title, key, problems, skip, item };
  });
}

/** The fields a mapping must name (a 400 otherwise). */
export const REQUIRED_FIELDS: ImportField[] = ['title', 'category', 'place'];
export const fieldLabel = (field: ImportField) => LABELS[field];
