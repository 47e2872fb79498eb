import {
  deepPage,
  firstWindow,
  SEARCH_TOTAL_CAP,
  SEARCH_WINDOW,
  type MatchSource,
} from './searchPlan';

/** Matches 1..n newest first (higher = newer); the multiples of `every` have the words in the title. */
function fakeSource(n: number, every: number) {
  const all = Array.from({ length: n }, (_, i) => n - i);
  const title = all.filter((k) => k % every === 0);
  const rest = all.filter((k) => k % every !== 0);
  const reads = { rows: 0 };
  const slice = (list: number[]) => async (limit: number, offset: number) => {
    const page = list.slice(offset, offset + limit);
    reads.rows += page.length;
    return page;
  };
  const src: MatchSource<number> = {
    title: slice(title),
    all: slice(all),
    rest: slice(rest),
    count: async (cap) => Math.min(cap, all.length),
    titleCount: async (cap) => Math.min(cap, title.length),
  };
  return { src, order: [...title, ...rest], reads };
}

describe('search plan: title matches first, then the rest, each newest first', () => {
  it('fills the window in that order with an exact total when all matches fit', async () => {
    const { src, order } = fakeSource(50, 7);
    expect(await firstWindow(src)).toEqual({ keys: order, total: 50, capped: false });
  });

  it('counts at most SEARCH_TOTAL_CAP matches and says the total is capped', async () => {
    const { src, order } = fakeSource(5000, 3);
    const w = await firstWindow(src);
    expect(w.keys).toEqual(order.slice(0, SEARCH_WINDOW));
    expect(w).toMatchObject({ total: SEARCH_TOTAL_CAP, capped: true });
  });

  it('reads a page past the window from its offset, across the title/rest boundary', async () => {
    const { src, order, reads } = fakeSource(2000, 10);
    for (const offset of [96, 192, 200, 396]) {
      reads.rows = 0;
      expect(await deepPage(src, 8, offset)).toEqual(order.slice(offset, offset + 8));
      expect(reads.rows).toBeLessThanOrEqual(16);
    }
  });
});
