import { SearchCache, SEARCH_CACHE_BYTES } from '../../modules/search/searchCache';
import { searchCacheOf } from '../../modules/search/searchItems';
import { createTestApp, type TestApp } from '../testApp';
import { createCategory, createItem, createUser } from '../fixtures';
import { errorShape } from './inputHttp';

/**
 * Item 11: anonymous searches cannot grow the server's memory. The page cache is bounded by
 * bytes, `limit` is capped, and the public search is rate-limited per caller.
 */
const isPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Runs `jobs` with at most `width` in flight. */
async function pool<T>(jobs: Array<() => Promise<T>>, width: number): Promise<T[]> {
  const out: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) {
        const i = next++;
        out[i] = await jobs[i]();
      }
    }),
  );
  return out;
}

describe('security: the public search cache stays bounded', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    // No rate limit here: this test is the flood the limit would otherwise stop.
    t = await createTestApp({ RATE_LIMIT: 'off' });
    base = await t.listen();
    const poster = await createUser(t);
    const { id: categoryId } = await createCategory(t);
    for (let i = 0; i < 300; i++) {
      await createItem(t, {
        postedBy: poster.id,
        categoryId,
        status: i % 2 ? 'Lost' : 'Found',
        title: `Umbrella number ${i}`,
        description: `umbrella ${'long description '.repeat(120)}`.slice(0, 2000),
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  // PostgreSQL pages are never cached (no cheap version to invalidate them by).
  (isPostgres ? it.skip : it)(
    'a few thousand distinct searches, many of them full 100-item pages, stay under the byte bound',
    async () => {
      const cache = searchCacheOf(t.app.ctx.db);
      const urls: string[] = [];
      // Large pages: every limit from 40 to 100, three pages, two filters.
      for (let limit = 40; limit <= 100; limit++) {
        for (const page of [1, 2, 3]) {
          for (const status of ['', '&status=Lost']) {
            urls.push(`/api/v1/search/items/search?limit=${limit}&page=${page}${status}`);
          }
        }
      }
      // And many distinct small ones, as a crawler or an attacker would send.
      for (let i = 0; urls.length < 2500; i++) {
        urls.push(`/api/v1/search/items/search?search=word${i}&limit=100`);
      }
      let peak = 0;
      const statuses = await pool(
        urls.map((url) => async () => {
          const res = await fetch(base + url);
          await res.arrayBuffer();
          peak = Math.max(peak, cache.bytes);
          return res.status;
        }),
        8,
      );
      expect(statuses.every((s) => s === 200)).toBe(true);
      expect(peak).toBeLessThanOrEqual(SEARCH_CACHE_BYTES);
      expect(cache.bytes).toBeLessThanOrEqual(SEARCH_CACHE_BYTES);
      // The flood did fill the cache (so the bound, not a lack of entries, kept it small).
      expect(peak).toBeGreaterThan(SEARCH_CACHE_BYTES / 2);
    },
  );

  it('refuses a limit above 100', async () => {
    const res = await fetch(`${base}/api/v1/search/items/search?limit=101`);
    expect(res.status).toBe(400);
    expect(errorShape(await res.text()).code).toBe('VALIDATION_ERROR');
    const ok = await fetch(`${base}/api/v1/search/items/search?limit=100`);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { items: unknown[] }).items).toHaveLength(100);
  });

  it('keeps no single page larger than an eighth of its budget', () => {
    const cache = new SearchCache(80_000);
    cache.get(1, 'warm');
    cache.set(1, 'huge', 'x'.repeat(20_000));
    expect(cache.get(1, 'huge')).toBeUndefined();
    for (let i = 0; i < 100; i++) cache.set(1, `k${i}`, 'y'.repeat(4_000));
    expect(cache.bytes).toBeLessThanOrEqual(80_000);
    expect(cache.get(1, 'k99')).toBeDefined();
    expect(cache.get(1, 'k0')).toBeUndefined();
  });
});

describe('security: the public search is rate-limited per caller', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.listen();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 120 searches a minute, then 429 in the error shape', async () => {
    const statuses = await pool(
      Array.from({ length: 120 }, (_, i) => async () => {
        const res = await fetch(`${base}/api/v1/search/items/search?search=q${i}`);
        await res.arrayBuffer();
        return res.status;
      }),
      8,
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const res = await fetch(`${base}/api/v1/search/items/search?search=one-more`);
    expect(res.status).toBe(429);
    expect(errorShape(await res.text()).code).toBe('RATE_LIMITED');
  });
});
