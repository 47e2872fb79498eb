const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-03" → "Mar 2026" (a calendar month: no time zone involved). */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1] ?? month} ${year}`;
}

/** 0.745 → "75%". */
export const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** 2.5 → "2.5 days", 1 → "1 day", null → "—" (no returns yet). */
export const daysText = (days: number | null) =>
  days === null ? '—' : `${days} ${days === 1 ? 'day' : 'days'}`;
