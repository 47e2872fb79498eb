import { createUser, type TestUser } from '../fixtures';
import { makeItem } from '../realtimeFixtures';
import { describeScale, twoInstances, type Pair } from '../twoInstances';
import { call } from './http';

/**
 * Each instance answers searches from its own in-memory index (docs/performance.md): writes made
 * through either instance, at the same time, are found at once through both.
 */
describeScale('search indexes across two instances', () => {
  let pair: Pair;
  let poster: TestUser;

  twoInstances('scale_search', {}, async (p) => {
    pair = p;
    poster = await createUser(p.a.ctx.db, { name: 'Pat Poster' });
    await makeItem(p.a.ctx.db, poster.id, { title: 'Red parasol' }); // and its category
  });

  const indexState = async (url: string) =>
    (await call(url, 'GET', '/health/ready')).body.searchIndex as string;
  const bothReady = async () => {
    for (let i = 0; i < 100; i++) {
      const states = await Promise.all([indexState(pair.urlA), indexState(pair.urlB)]);
      if (states.every((s) => s === 'ready')) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the search indexes did not load');
  };
  /** Items matching every word (a page may go on with partial matches, docs/product.md). */
  const total = async (url: string, words: string) => {
    const res = await call(url, 'GET', `/search/items/search?search=${encodeURIComponent(words)}`);
    expect(res.status).toBe(200);
    const { totalResults, exactCount } = res.body.pagination as {
      totalResults: number;
      exactCount?: number;
    };
    return exactCount ?? totalResults;
  };
  const totals = (words: string) => Promise.all([total(pair.urlA, words), total(pair.urlB, words)]);

  it('finds items written through either instance at once, through both', async () => {
    await bothReady();
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        makeItem(i % 2 ? pair.b.ctx.db : pair.a.ctx.db, poster.id, {
          title: `Zebra kite ${i}`,
        }),
      ),
    );
    expect(await totals('zebra ki')).toEqual([20, 20]);
    await pair.b.ctx.db
      .updateTable('items')
      .set({ title: 'Zebra scarf' })
      .where('id', '=', ids[0])
      .execute();
    expect(await totals('scarf')).toEqual([1, 1]);
    expect(await totals('zebra ki')).toEqual([19, 19]);
    await pair.a.ctx.db.deleteFrom('items').where('id', '=', ids[1]).execute();
    expect(await totals('zebra')).toEqual([19, 19]);
    // Whatever the instances had to reload meanwhile, their indexes end up with the same answer.
    await bothReady();
    expect(await totals('zebra')).toEqual([19, 19]);
    expect(await totals('kite')).toEqual([18, 18]);
  });
});
