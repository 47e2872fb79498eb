import { pair } from '../matching/pairs';
import { prng } from '../queryMix';
import { itemText } from '../seedLarge';

/** The old log's header, as an office titles it (the server guesses the mapping from these). */
export const LOG_COLUMNS = [
  'Ref',
  'Item',
  'Details',
  'Category',
  'Where found',
  'Date found',
  'Shelf',
  'Found by',
  'Status',
];

/** Share of rows with one of the typical mistakes (docs/product.md#importing-the-offices-log). */
const MISTAKES = 0.02;

export type OfficeLog = {
  csv: string;
  rows: number;
  /** Rows that are a pair's Found item (a seeded Lost report waits for it). */
  pairRows: number;
  /** Rows with a mistake: the preview lists them, the import skips them. */
  mistakes: number;
  /** Rows returned or disposed of in the old log: left out on purpose. */
  leftOut: number;
};

const FIRST = 'Maria Tom Aisha Luca Wen Sam Olga Kwame Ines Noah'.split(' ');
const LAST = 'Silva Berg Khan Rossi Li Park Novak Mensah Costa Weber'.split(' ');
const HELD = ['Held', 'Held', 'Held', 'In storage', 'unclaimed', 'On shelf', ''];
const RETURNED = ['Returned', 'Collected', 'Picked up'];
const DISPOSED = ['Disposed', 'Donated'];
const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );

/** A day found as an office types it: 3/14/2026 mostly, else 2026-03-14 or "March 14, 2026". */
function typedDate(d: Date, r: () => number): string {
  const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
  const x = r();
  if (x < 0.6) return `${m}/${day}/${y}`;
  if (x < 0.9) return `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return `${MONTHS[m - 1]} ${day}, ${y}`;
}

const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/**
 * The office's old log as CSV (UTF-8, CRLF as Excel saves it): `rows` rows of realistic items
 * (seedLarge's texts), the Found items of pairs `pairs` spread through it, about 2% of the other
 * rows with a typical mistake (no title, an unknown category, a day-first or future date, no
 * place, a reference twice, a status nobody knows, a formula), about 10% returned or disposed of
 * in the old log. Deterministic.
 */
export function officeLog(rows: number, pairs: number[]): OfficeLog {
  const r = prng(31);
  const today = new Date();
  const year = today.getUTCFullYear();
  const pairAt = new Map(
    pairs.map((p, k) => [Math.floor(((k + 0.5) * rows) / pairs.length), p] as const),
  );
  const lines = [LOG_COLUMNS.join(',')];
  let mistakes = 0;
  let leftOut = 0;
  let lastRef = '';
  for (let n = 0; n < rows; n++) {
    const ref = `OL-${year - 1}-${String(n + 1).padStart(5, '0')}`;
    const found = new Date(today.getTime() - Math.floor(r() * 360 + 1) * 86_400_000);
    const finder =
      r() < 0.5
        ? ''
        : `${FIRST[Math.floor(r() * FIRST.length)]} ${LAST[Math.floor(r() * LAST.length)]}`;
    const shelf =
      r() < 0.7
        ? `${'ABCDEF'[Math.floor(r() * 6)]}-${1 + Math.floor(r() * 12)}`
        : `Bin ${1 + Math.floor(r() * 40)}`;
    const p = pairAt.get(n);
    let row: string[];
    if (p !== undefined) {
      const f = pair(p).found;
      row = [
        ref,
        f.title,
        f.description,
        f.category,
        f.location,
        typedDate(found, r),
        shelf,
        finder,
        'Held',
      ];
    } else {
      const text = itemText(n, r);
      const x = r();
      const status =
        x < 0.07
          ? RETURNED[Math.floor(r() * RETURNED.length)]!
          : x < 0.1
            ? DISPOSED[Math.floor(r() * DISPOSED.length)]!
            : HELD[Math.floor(r() * HELD.length)]!;
      row = [
        ref,
        text.title,
        text.description,
        text.category,
        text.location,
        r() < 0.05 ? '' : typedDate(found, r),
        shelf,
        finder && r() < 0.2 ? `${finder.toLowerCase().replace(' ', '.')}@campus.example` : finder,
        status,
      ];
      if (r() < MISTAKES) {
        mistakes++;
        mistake(row, Math.floor(r() * 8), lastRef, found);
      } else if (x < 0.1) leftOut++;
    }
    lastRef = row[0]!;
    lines.push(row.map(cell).join(','));
  }
  return { csv: `${lines.join('\r\n')}\r\n`, rows, pairRows: pairs.length, mistakes, leftOut };
}

/** One typical mistake, in place. */
function mistake(row: string[], kind: number, lastRef: string, found: Date) {
  const [m, d, y] = [found.getUTCMonth() + 1, found.getUTCDate(), found.getUTCFullYear()];
  switch (kind) {
    case 0:
      row[1] = ''; // no title
      return;
    case 1:
      row[3] = ['Electronic', 'Misc', 'Stationery', 'Jewellery'][d % 4]!; // not a category here
      return;
    case 2:
      row[4] = ''; // where found left blank
      return;
    case 3:
      row[5] = `${m}/${d}/${y + 1}`; // a year typed wrong: in the future
      return;
    case 4:
      row[5] = `${Math.max(13, d)}/${m}/${y}`; // day first, a day past 12
      return;
    case 5:
      row[0] = lastRef; // the previous row's reference again
      return;
    case 6:
      row[8] = ['see notes', '?', 'ask Tom'][d % 3]!; // a status nobody knows
      return;
    default:
      row[1] = `=CONCAT(B${d},C${m})`; // a formula left in a cell
  }
}
