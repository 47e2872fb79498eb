import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { mulberry32 } from '../../scripts/seed/random';

/**
 * An office's own log of found items, as the office keeps it in a spreadsheet, for the import
 * journey (docs/product.md#importing-the-offices-log): realistic items in the portal's
 * categories, dates typed as MM/DD/YYYY or kept as real date cells, and the mistakes such logs
 * have (an unknown category, no item name, a date in the future, a day-first date, a log number
 * twice) plus rows the old log says were returned. Deterministic: the same rows every run.
 */

/** The log's header, as offices title their columns. */
export const LOG_COLUMNS = [
  'Log no',
  'Item',
  'Description',
  'Category',
  'Where found',
  'Date found',
  'Shelf',
  'Found by',
  'Status',
] as const;

/** One line of the log; a date is typed text or, in the XLSX, a real date cell. */
export type LogRow = {
  logNo: string;
  item: string;
  description: string;
  category: string;
  whereFound: string;
  dateFound: string | Date;
  shelf: string;
  foundBy: string;
  status: string;
};

/** A row the preview must list, with the problem's words (docs/product.md: "The preview"). */
export type ExpectedProblem = { row: number; field: string; message: string };

export type OfficeLog = {
  rows: LogRow[];
  /** Bad rows: listed by the preview, never imported. */
  problems: ExpectedProblem[];
  /** Rows the old log says were returned: skipped on purpose, not bad. */
  returned: number[];
  /** The rows that become items. */
  newRows: number;
  /** Bad rows when the log number is not mapped: the number twice is then no problem. */
  problemsWithoutReference: number;
};

/** Its number in the sheet: the header is row 1. */
export const sheetRow = (index: number) => index + 2;

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** A day as an office types it, the portal's own US order (MM/DD/YYYY). */
export const usDay = (d: Date) =>
  `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
/** Midnight UTC of the day `days` before today (a date cell holds a day, no time). */
export const daysAgo = (days: number) => {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - days * DAY_MS,
  );
};

/** What offices log most, by the portal's default categories. */
const KINDS: { category: string; things: string[]; details: string[] }[] = [
  {
    category: 'Electronics',
    things: [
      'iPhone in a clear case',
      'Samsung Galaxy phone',
      'AirPods charging case',
      'USB-C laptop charger',
      'TI-84 calculator',
      'Bluetooth speaker',
      'Kindle e-reader',
      'Wired earphones',
      'Power bank',
    ],
    details: ['screen cracked', 'battery flat', 'name sticker on the back', 'in a zip pouch'],
  },
  {
    category: 'Keys',
    things: ['Bunch of 3 keys', 'Car key (Toyota)', 'Bike lock key', 'Dorm key with a tag'],
    details: ['on a red lanyard', 'on a bottle-opener ring', 'with a small torch', 'no keyring'],
  },
  {
    category: 'Bags',
    things: ['Jansport backpack', 'Canvas tote bag', 'Gym bag', 'Laptop sleeve', 'Wallet'],
    details: ['empty', 'with a few notebooks inside', 'zip broken', 'strap knotted'],
  },
  {
    category: 'Clothing',
    things: [
      'Hoodie (size M)',
      'Wool scarf',
      'Leather glove (left)',
      'Baseball cap',
      'Rain jacket',
    ],
    details: ['university logo', 'washed-out', 'slightly muddy', 'name tag inside'],
  },
  {
    category: 'Books',
    things: ['Organic Chemistry textbook', 'Spiral notebook', 'Library book', 'Sketchbook'],
    details: ['notes in pencil', 'library barcode on the spine', 'coffee stain on the cover'],
  },
  {
    category: 'Water Bottles',
    things: ['Hydro Flask', 'Nalgene bottle', 'Steel water bottle', 'Glass water bottle'],
    details: ['covered in stickers', 'lid missing', 'with a carabiner', 'half full'],
  },
  {
    category: 'ID Cards',
    things: ['Student ID card', "Driver's licence", 'Bus pass', 'Gym membership card'],
    details: ['in a card holder', 'photo faded', 'on a lanyard'],
  },
  {
    category: 'Other',
    things: ['Umbrella', 'Reading glasses in a case', 'Sunglasses', 'Wristwatch', 'Silver ring'],
    details: ['folding', 'scratched', 'in a felt pouch', 'strap worn'],
  },
];
const COLOURS = ['Black', 'Blue', 'Grey', 'Red', 'Green', 'White', 'Navy', 'Brown', 'Purple'];
const PLACES = [
  'Main Library, 2nd floor',
  'Student Union cafe',
  'Science Building, room 104',
  'Gym changing rooms',
  'Lecture Hall B',
  'Bus stop on Campus Drive',
  'Engineering lab 3',
  'Dining hall',
  'Quad benches',
];
const SHELVES = ['Shelf A1', 'Shelf A2', 'Shelf B1', 'Shelf B2', 'Bin 1', 'Bin 3', ''];
const FINDERS = ['Maria Silva', 'Tom Berg', 'Aisha Khan', 'sam.li@campus.test', 'Security', ''];
const HELD = ['Held', 'Held', 'In storage', 'Unclaimed', ''];

/** The admin's log: 300 rows, the typical mistakes in 15 of them, at these rows (0-based). */
const BROLLIES = [17, 143, 260];
const NO_ITEM = [58, 201];
const FUTURE = [88, 232];
const DAY_FIRST = [120];
/** [the later row, the earlier row whose log number it repeats] */
const TWICE: [number, number][] = [
  [150, 149],
  [275, 30],
];
const RETURNED = [40, 99, 180, 222, 290];

/** Rows of the admin's log the keeper's own log has too (never one with a mistake). */
export const SHARED_WITH_KEEPER = [3, 50, 100, 170, 250];

/**
 * `count` ordinary rows in `categories` (the portal's; each kind's category must be one of them,
 * typed in whatever letter case the office uses), their log numbers from `firstNo` with `prefix`.
 */
function logRows(
  categories: string[],
  count: number,
  seed: number,
  prefix: string,
  firstNo: number,
) {
  const known = new Map(categories.map((c) => [c.toLowerCase(), c]));
  const r = mulberry32(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const rows: LogRow[] = [];
  for (let i = 0; i < count; i++) {
    const kind = KINDS[i % KINDS.length]!;
    const category = known.get(kind.category.toLowerCase());
    if (!category) throw new Error(`the portal has no category ${kind.category}`);
    const found = daysAgo(1 + Math.floor(r() * 180));
    const logNo = `${prefix}-${firstNo + i}`;
    rows.push({
      logNo,
      item: `${pick(COLOURS)} ${pick(kind.things)}`,
      // The log number in it too: no two rows are ever the same row twice.
      description: `${pick(kind.details)}; logged as ${logNo}`,
      category:
        i % 11 === 0 ? category.toUpperCase() : i % 7 === 0 ? category.toLowerCase() : category,
      whereFound: pick(PLACES),
      // Half typed as MM/DD/YYYY, half real date cells.
      dateFound: i % 2 === 0 ? found : usDay(found),
      shelf: pick(SHELVES),
      foundBy: pick(FINDERS),
      status: pick(HELD),
    });
  }
  return rows;
}

/** The admin's log: 300 rows of `categories`, the mistakes above in 15 of them. */
export function officeLog(categories: string[]): OfficeLog {
  const rows = logRows(categories, 300, 20261129, 'L', 1001);
  const problems: ExpectedProblem[] = [];
  for (const i of BROLLIES) {
    rows[i] = { ...rows[i]!, item: 'Black umbrella', category: 'Brollies' };
    problems.push({ row: sheetRow(i), field: 'Category', message: 'Unknown category: Brollies' });
  }
  for (const i of NO_ITEM) {
    rows[i] = { ...rows[i]!, item: '' };
    problems.push({ row: sheetRow(i), field: 'Title', message: 'Title is missing' });
  }
  FUTURE.forEach((i, k) => {
    const text = usDay(daysAgo(-(20 + k * 30)));
    rows[i] = { ...rows[i]!, dateFound: text };
    problems.push({
      row: sheetRow(i),
      field: 'Date found',
      message: `Date found is in the future: ${text}`,
    });
  });
  for (const i of DAY_FIRST) {
    // A day after the 12th, typed day first: never swapped silently.
    let d = daysAgo(40);
    while (d.getUTCDate() <= 12) d = new Date(d.getTime() - DAY_MS);
    const text = `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
    rows[i] = { ...rows[i]!, dateFound: text };
    problems.push({
      row: sheetRow(i),
      field: 'Date found',
      message: `Date found not understood: ${text} (use MM/DD/YYYY or YYYY-MM-DD)`,
    });
  }
  for (const [later, earlier] of TWICE) {
    const logNo = rows[earlier]!.logNo;
    rows[later] = { ...rows[later]!, logNo };
    problems.push({
      row: sheetRow(later),
      field: 'Reference',
      message: `Reference ${logNo} is also on row ${sheetRow(earlier)}`,
    });
  }
  for (const i of RETURNED) rows[i] = { ...rows[i]!, status: 'Returned' };
  problems.sort((a, b) => a.row - b.row);

  return {
    rows,
    problems,
    returned: RETURNED.map(sheetRow),
    newRows: rows.length - problems.length - RETURNED.length,
    problemsWithoutReference: problems.length - TWICE.length,
  };
}

/** The item the keeper looks for after importing their log: one of its kind. */
export const KEEPER_PROBE = {
  item: 'Teal Hydro Flask with a dented lid',
  category: 'Water Bottles',
  foundDaysAgo: 45,
};

/**
 * The keeper's own, smaller log: `fresh` new rows (the probe among them) and the admin's rows
 * `SHARED_WITH_KEEPER`, already imported by the admin under the same log numbers.
 */
export function keeperLog(adminLog: OfficeLog, categories: string[], fresh = 31): LogRow[] {
  const own = logRows(categories, fresh, 501, 'SU', 501).map((row) => ({ ...row, status: 'Held' }));
  own[7] = {
    ...own[7]!,
    item: KEEPER_PROBE.item,
    description: 'Sticker of a mountain on the side',
    category: KEEPER_PROBE.category,
    dateFound: usDay(daysAgo(KEEPER_PROBE.foundDaysAgo)),
  };
  const shared = SHARED_WITH_KEEPER.map((i) => adminLog.rows[i]!);
  // The shared rows among the keeper's own, as logs that overlap do.
  return [
    ...own.slice(0, 10),
    ...shared.slice(0, 2),
    ...own.slice(10, 20),
    ...shared.slice(2),
    ...own.slice(20),
  ];
}

const cellsOf = (row: LogRow) => [
  row.logNo,
  row.item,
  row.description,
  row.category,
  row.whereFound,
  row.dateFound,
  row.shelf,
  row.foundBy,
  row.status,
];

/** Writes the log as an .xlsx workbook (exceljs), date cells as dates. */
export async function writeXlsx(rows: LogRow[], file: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Found log');
  sheet.addRow([...LOG_COLUMNS]).font = { bold: true };
  for (const row of rows) sheet.addRow(cellsOf(row));
  sheet.getColumn(6).numFmt = 'mm/dd/yyyy';
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await workbook.xlsx.writeFile(file);
  return file;
}

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** Writes the log as CSV UTF-8 (with the byte-order mark and CRLF, as Excel saves it). */
export function writeCsv(rows: LogRow[], file: string): string {
  const lines = [LOG_COLUMNS, ...rows.map(cellsOf)].map((cells) =>
    cells.map((c) => csvCell(c instanceof Date ? usDay(c) : c)).join(','),
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `\uFEFF${lines.join('\r\n')}\r\n`);
  return file;
}
