/*
 * Dates are formatted by hand rather than with date-fns (which cost the browse page ~6 kB gzipped)
 * or Intl (recent ICU puts a narrow no-break space before AM/PM). The parser follows date-fns'
 * parseISO for the ISO 8601 forms the API sends: a date alone, or a date and time with an
 * optional offset, are local time unless they carry Z or an offset; anything else is invalid.
 */
const ISO =
  /^(\d{4})-?(\d{2})-?(\d{2})(?:[T ](\d{2})(?::?(\d{2})(?::?(\d{2})(?:[.,](\d+))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function parseIsoDate(value: string): Date | null {
  const match = ISO.exec(value);
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', zone] = match;
  const [year, month, day, hours, minutes, seconds] = [y, mo, d, h, mi, s].map(Number);
  const ms = Math.floor(Number(`0.${frac || '0'}`) * 1000);
  const timeOk =
    hours === 24 ? minutes === 0 && seconds === 0 && ms === 0 : hours < 24 && minutes < 60;
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || !timeOk || seconds > 59)
    return null;
  if (!zone) {
    const local = new Date(year, month - 1, day, hours, minutes, seconds, ms);
    local.setFullYear(year); // years 0-99 are not 1900-1999
    return local;
  }
  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    const oh = Number(digits.slice(0, 2));
    const om = Number(digits.slice(2) || '0');
    if (om > 59) return null;
    offsetMinutes = (zone[0] === '-' ? -1 : 1) * (oh * 60 + om);
  }
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hours, minutes - offsetMinutes, seconds, ms);
  return utc;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** MM/dd/yyyy in local time, as date-fns' format would write it. */
const usDate = (date: Date) =>
  `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${pad(date.getFullYear(), 4)}`;

/** MM/dd/yyyy in UTC. */
const usDateUtc = (date: Date) =>
  `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${pad(date.getUTCFullYear(), 4)}`;

/**
 * docs/product.md#formats: dates in US style everywhere (03/28/2025). In local time, except with
 * `utc`: the server renders the landing page in UTC and the browser's first (hydrating) render
 * must write the same (docs/architecture.md#server-rendered-landing-page).
 */
export function formatDate(value: string | null | undefined, { utc = false } = {}): string {
  if (!value) return '';
  const date = parseIsoDate(value);
  if (!date) return '';
  return utc ? usDateUtc(date) : usDate(date);
}

/** US date with a 12-hour clock (03/28/2025 2:05 PM). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseIsoDate(value);
  if (!date) return '';
  const hours = date.getHours();
  const clock = `${hours % 12 || 12}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${usDate(date)} ${clock}`;
}
