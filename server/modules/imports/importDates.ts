/**
 * The day a log's date cell names, as YYYY-MM-DD, or null when it is not a date
 * (docs/product.md#importing-the-offices-log): 2026-03-14 (and an XLSX date cell, read as that),
 * 3/14/2026 or 3/14/26 (the portal's own US order), "March 14, 2026", "14 Mar 2026".
 * Day-first numbers (14/03/2026) are read as US order and refused when the month is over 12,
 * never swapped silently.
 */
export function parseLogDate(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/.exec(t);
  if (m) return day(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) {
    const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return day(year, Number(m[1]), Number(m[2]));
  }
  if (/[a-z]/i.test(t) && /\d{4}/.test(t)) {
    const ms = Date.parse(`${t} 12:00 UTC`);
    if (Number.isNaN(ms)) return null;
    const d = new Date(ms);
    return day(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
  }
  return null;
}

function day(year: number, month: number, date: number): string | null {
  if (year < 1970 || year > 2999 || month < 1 || month > 12 || date < 1) return null;
  const d = new Date(Date.UTC(year, month - 1, date));
  if (d.getUTCMonth() !== month - 1) return null; // 02/30 and the like
  return d.toISOString().slice(0, 10);
}
