import { recentReturns, statsGroups } from '../items';
import { median } from './median';
import type { Db } from '../../db';

const DAY_MS = 24 * 3600_000;
const MONTHS = 12;
/**
 * The median return time is taken over at most this many of the latest returns: a campus has far
 * fewer, and the cap keeps the read bounded whatever the table holds.
 */
export const MEDIAN_SAMPLE = 20_000;

type Tally = { reported: number; returned: number; days: number[] };
const tally = (): Tally => ({ reported: 0, returned: 0, days: [] });

/** One StatsRow: the rate and the median rounded to one decimal for people to read. */
function row({ reported, returned, days }: Tally) {
  const m = median(days);
  return {
    reported,
    returned,
    returnRate: reported ? Math.round((returned / reported) * 1000) / 1000 : 0,
    medianDaysToReturn: m === null ? null : Math.round(m * 10) / 10,
  };
}

/** `YYYY-MM` of this month (UTC) and the 11 before it, oldest first. */
export function lastMonths(now: Date, count = MONTHS): string[] {
  const out: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

/**
 * Found items reported and returned, overall, per active category with at least one, and per
 * month of posting over the last 12 months (docs/product.md#public-figures): two grouped reads.
 */
export async function computePublicStats(db: Db, now = new Date()) {
  const [groups, returns] = await Promise.all([statsGroups(db), recentReturns(db, MEDIAN_SAMPLE)]);
  const months = lastMonths(now);
  const totals = tally();
  const byCategory = new Map<string, Tally>();
  const byMonth = new Map(months.map((m) => [m, tally()]));
  for (const g of groups) {
    const targets = [totals, byMonth.get(g.month)];
    if (g.categoryActive) {
      if (!byCategory.has(g.categoryName)) byCategory.set(g.categoryName, tally());
      targets.push(byCategory.get(g.categoryName));
    }
    for (const t of targets) {
      if (!t) continue;
      t.reported += g.reported;
      t.returned += g.returned;
    }
  }
  for (const r of returns) {
    const days = Math.max(0, (Date.parse(r.returnedAt) - Date.parse(r.createdAt)) / DAY_MS);
    totals.days.push(days);
    byCategory.get(r.categoryName)?.days.push(days);
    byMonth.get(r.createdAt.slice(0, 7))?.days.push(days);
  }
  return {
    totals: row(totals),
    categories: [...byCategory]
      .sort(([a, x], [b, y]) => y.reported - x.reported || a.localeCompare(b))
      .map(([name, t]) => ({ name, ...row(t) })),
    months: months.map((month) => ({ month, ...row(byMonth.get(month)!) })),
  };
}
