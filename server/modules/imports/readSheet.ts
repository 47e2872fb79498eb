import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { zipUncompressedBytes } from './zipSize';

/** The import's limits (docs/product.md#importing-the-offices-log). */
export const MAX_ROWS = 20_000;
export const MAX_COLUMNS = 200;
/** An XLSX is a zip: more than this unpacked is refused before it is read (a "zip bomb"). */
const MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;
const MAX_CELL_CHARS = 5_000;

/** A sheet as read: the header's names and the rows under it, every cell as text. */
export type Sheet = {
  columns: string[];
  rows: string[][];
  /** Cells holding a formula, as `row index:column index` (0-based, under the header). */
  formulas: string[];
};

/** The file cannot be imported, for a reason its uploader can act on (a 400 with it). */
export type Refusal = { refused: string };

/**
 * Reads an uploaded log (docs/product.md#importing-the-offices-log): CSV in UTF-8 (or UTF-16
 * with its byte-order mark, as Excel's "Unicode text" saves), or the first sheet of an XLSX.
 * Runs on the sheet thread (sheetPool.ts): a large workbook is seconds of CPU.
 */
export async function readSheet(fileName: string, bytes: Uint8Array): Promise<Sheet | Refusal> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length === 0) return { refused: 'The file is empty.' };
  const zip = buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (zip) return readXlsx(buffer);
  if (/\.xlsx?$/i.test(fileName) || buffer.subarray(0, 4).equals(OLE)) {
    return {
      refused: 'This is not an .xlsx workbook. Save it as .xlsx or CSV UTF-8 and upload it again.',
    };
  }
  return readCsv(buffer);
}

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

function readCsv(buffer: Buffer): Sheet | Refusal {
  const text = decodeText(buffer);
  if (typeof text !== 'string') return text;
  if (text.includes('\u0000')) return { refused: 'This is not a CSV file: it holds binary data.' };
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  // Excel's "Unicode text" and some exports separate with tabs or semicolons.
  const delimiter = [',', '\t', ';'].reduce((best, d) =>
    firstLine.split(d).length > firstLine.split(best).length ? d : best,
  );
  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
      max_record_size: 64 * 1024,
    }) as string[][];
  } catch (err) {
    const where = (err as { lines?: number }).lines;
    return {
      refused: `The CSV cannot be read${where ? ` near line ${where}` : ''}: ${(
        err as Error
      ).message.replace(/^Invalid Record Length: /, '')}`,
    };
  }
  const formulas: string[] = [];
  const rows = records.slice(1).map((r, i) =>
    r.map((cell, c) => {
      if (/^=\S/.test(cell.trim())) formulas.push(`${i}:${c}`);
      return cell.slice(0, MAX_CELL_CHARS);
    }),
  );
  return finish(records[0] ?? [], rows, formulas);
}

/**
 * The text of a CSV: UTF-8 (a byte-order mark is allowed), or UTF-16 with its mark. Anything else
 * (Windows-1252 from an old "CSV" save) is refused with what to do, rather than guessed: a wrong
 * guess would store wrong letters in every item.
 */
function decodeText(buffer: Buffer): string | Refusal {
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return new TextDecoder('utf-16le').decode(buffer);
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return new TextDecoder('utf-16be').decode(buffer);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return {
      refused:
        'The CSV is not in UTF-8, so its accents would be lost. In Excel, save it as "CSV UTF-8 (Comma delimited)" and upload it again.',
    };
  }
}

async function readXlsx(buffer: Buffer): Promise<Sheet | Refusal> {
  const unzipped = zipUncompressedBytes(buffer);
  if (unzipped === null) return { refused: 'The workbook is damaged: it cannot be opened.' };
  if (unzipped > MAX_UNZIPPED_BYTES) {
    return {
      refused: 'The workbook is too large once unpacked. Import at most 20,000 rows at a time.',
    };
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return { refused: 'The workbook is damaged or not an .xlsx file: it cannot be opened.' };
  }
  const sheet = workbook.worksheets.find((ws) => ws.state === 'visible') ?? workbook.worksheets[0];
  if (!sheet) return { refused: 'The workbook has no sheet.' };
  if (sheet.rowCount > MAX_ROWS + 1) return tooManyRows(sheet.rowCount - 1);
  const records: string[][] = [];
  const formulas: string[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      if (col > MAX_COLUMNS) return;
      if (cell.type === ExcelJS.ValueType.Formula && records.length > 0) {
        formulas.push(`${records.length - 1}:${col - 1}`);
      }
      cells[col - 1] = cellText(cell).slice(0, MAX_CELL_CHARS);
    });
    records.push(Array.from(cells, (c) => c ?? ''));
  });
  return finish(records[0] ?? [], records.slice(1), formulas);
}

/** A cell as the office typed it: dates as YYYY-MM-DD, rich text and links as their text. */
function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return isoDay(v);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v && typeof v.text === 'string') return v.text;
    // A formula: its value is never taken (the row is refused, rowChecks.ts), only shown.
    if ('formula' in v || 'sharedFormula' in v)
      return `=${String((v as { formula?: string }).formula ?? '')}`;
    if ('error' in v) return String(v.error);
    return '';
  }
  return String(v).trim();
}

/** Excel keeps dates as local midnight with no zone; exceljs hands them over as UTC midnight. */
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

function tooManyRows(count: number): Refusal {
  return {
    refused: `The file has ${count.toLocaleString('en-US')} rows; an import takes at most ${MAX_ROWS.toLocaleString('en-US')}. Split it and import each part.`,
  };
}

function finish(header: string[], rows: string[][], formulas: string[]): Sheet | Refusal {
  const columns = header.slice(0, MAX_COLUMNS).map((h, i) => h.trim() || `Column ${i + 1}`);
  while (columns.length > 0 && /^Column \d+$/.test(columns[columns.length - 1]!)) {
    const i = columns.length - 1;
    if (rows.some((r) => (r[i] ?? '').trim() !== '')) break;
    columns.pop();
  }
  if (columns.length === 0)
    return { refused: 'The file has no header row: its first row must name the columns.' };
  const kept = rows.filter((r) => r.some((c) => c.trim() !== ''));
  if (kept.length === 0) return { refused: 'The file has no rows under its header.' };
  if (kept.length > MAX_ROWS) return tooManyRows(kept.length);
  return {
    columns,
    rows: kept.map((r) => columns.map((_, i) => (r[i] ?? '').trim())),
    formulas: kept === rows ? formulas : remapFormulas(rows, kept, formulas),
  };
}

/** Blank rows dropped: the formula cells' row indexes follow the rows kept. */
function remapFormulas(rows: string[][], kept: string[][], formulas: string[]): string[] {
  const newIndex = new Map(kept.map((r, i) => [rows.indexOf(r), i]));
  return formulas.flatMap((f) => {
    const [r, c] = f.split(':').map(Number) as [number, number];
    const i = newIndex.get(r);
    return i === undefined ? [] : [`${i}:${c}`];
  });
}
