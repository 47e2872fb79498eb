const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

export type WeekPoint = { weekStart: string; posted: number; returned: number };

/** Monday 00:00 UTC of the week `weeks - 1` weeks before the one containing `now`. */
export function seriesStart(now: Date, weeks: number): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * DAY_MS - (weeks - 1) * WEEK_MS);
}

/** Per-day counts ('YYYY-MM-DD' → n) folded into Monday-based weeks, oldest first. */
export function bucketWeeks(
  start: Date,
  weeks: number,
  postedByDay: { day: string; n: number }[],
  returnedByDay: { day: string; n: number }[],
): WeekPoint[] {
  const series: WeekPoint[] = Array.from({ length: weeks }, (_, i) => ({
    weekStart: new Date(start.getTime() + i * WEEK_MS).toISOString().slice(0, 10),
    posted: 0,
    returned: 0,
  }));
  const add = (rows: { day: string; n: number }[], key: 'posted' | 'returned') => {
    for (const { day, n } of rows) {
      const index = Math.floor((Date.parse(`${day}T00:00:00Z`) - start.getTime()) / WEEK_MS);
      if (index >= 0 && index < weeks) series[index][key] += n;
    }
  };
  add(postedByDay, 'posted');
  add(returnedByDay, 'returned');
  return series;
}
