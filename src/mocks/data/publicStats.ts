import type { PublicStats, StatsRow } from '../../api/enhancedApi';

/*
 * The public figures the mocks answer (docs/product.md#public-figures): fixed, plausible numbers
 * for the last 12 months before `now`, so the charts have something to draw.
 */

const row = (reported: number, returned: number, medianDaysToReturn: number | null): StatsRow => ({
  reported,
  returned,
  returnRate: reported ? Math.round((returned / reported) * 1000) / 1000 : 0,
  medianDaysToReturn: returned ? medianDaysToReturn : null,
});

/** Reported and returned per month, oldest first; the last month is the current one. */
const MONTHLY: [number, number, number | null][] = [
  [18, 11, 4],
  [22, 14, 3.5],
  [30, 21, 3],
  [41, 27, 2.5],
  [35, 22, 3],
  [12, 6, 5],
  [9, 4, 6],
  [38, 25, 2],
  [44, 31, 2.5],
  [40, 26, 3],
  [33, 19, 3.5],
  [7, 0, null],
];

const CATEGORIES: [string, number, number, number | null][] = [
  ['Electronics', 96, 71, 2],
  ['Keys', 64, 49, 1.5],
  ['Bags', 41, 30, 3],
  ['Clothing', 38, 12, 9],
  ['Books', 31, 15, 6.5],
  ['Documents', 22, 20, 1],
  ['Other', 37, 9, 11],
];

const monthKey = (d: Date) =>
  `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

export function mockPublicStats(now = new Date()): PublicStats {
  const months = MONTHLY.map(([reported, returned, median], i) => {
    const back = MONTHLY.length - 1 - i;
    const month = monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)));
    return { month, ...row(reported, returned, median) };
  });
  const categories = CATEGORIES.map(([name, reported, returned, median]) => ({
    name,
    ...row(reported, returned, median),
  }));
  const reported = categories.reduce((n, c) => n + c.reported, 0);
  const returned = categories.reduce((n, c) => n + c.returned, 0);
  return { totals: row(reported, returned, 2.5), categories, months };
}
