/**
 * Campus-local times in records people print or open in a spreadsheet (docs/product.md#formats):
 * the audit CSV, hand-over receipts, disposal records, the finder's notice. The campus settings
 * name no time zone, so campus-local time is UTC, and every record says so ("when (UTC)").
 */
export const CAMPUS_TIME_ZONE = 'UTC';

const formats = new Map<string, Intl.DateTimeFormat>();

/** "2026-09-21 14:05": the moment in the zone, as a spreadsheet reads a date-time cell. */
export function campusDateTime(iso: string, timeZone = CAMPUS_TIME_ZONE): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** "2026-09-21 14:05 UTC": the same, naming the zone, for printed records. */
export const campusDateTimeNamed = (iso: string, timeZone = CAMPUS_TIME_ZONE): string =>
  `${campusDateTime(iso, timeZone)} ${timeZone}`;
