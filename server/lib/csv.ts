/**
 * The UTF-8 byte-order mark: without it Excel reads the file as the machine's legacy code page
 * and "→" or "Müller" turn into mojibake; Google Sheets and LibreOffice skip it.
 */
export const UTF8_BOM = '\uFEFF';

/**
 * One CSV cell: quoted when it holds a comma, quote or line break, and a cell a spreadsheet
 * would run as a formula (= + - @, or a tab or carriage return first) starts with a quote.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV line of cells, ended as spreadsheets expect. */
export const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;
