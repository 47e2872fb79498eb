import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, engineEnv, type TestApp } from '../../../test/testApp';
import { createCategory, createItem, createUser } from '../../../test/fixtures';
import { searchIndexServiceOf } from './searchIndexService';
import type { Worker } from 'node:worker_threads';

type Page = { items: { title: string }[]; pagination: { totalResults: number } };

/**
 * The index on the search thread (docs/performance.md#the-search-thread), on a real SQLite
 * database: it answers searches off the event loop, sees every write at once, and when it
 * stops the database answers until a new thread has loaded the index again.
 */
// The thread is SQLite's (PostgreSQL keeps the index on the event loop).
const sqliteOnly = process.env.TEST_DATABASE_URL ? describe.skip : describe;

sqliteOnly('search thread', () => {
  let t: TestApp;
  let make: (title: string) => Promise<string>;
  let warned: jest.SpyInstance;
  let closed = false;

  const search = async (words: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search/items/search?${new URLSearchParams({ search: words, limit: '20' })}`,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as Page).items.map((i) => i.title);
  };
  const service = () =>
    searchIndexServiceOf(t.app.ctx) as ReturnType<typeof searchIndexServiceOf> & {
      worker: Worker | null;
    };

  beforeAll(async () => {
    t = await createTestApp(engineEnv('thread'));
    warned = jest.spyOn(t.app.ctx.log, 'warn');
    const poster = (await createUser(t)).id;
    const categoryId = (await createCategory(t, { name: 'Other' })).id;
    make = (title) => createItem(t, { postedBy: poster, categoryId, title });
    await make('Leather harmonica');
    await make('Umbrella');
  });
  afterAll(async () => {
    // The last case closes the app itself.
    if (!closed) await t.close();
  });

  it('answers from the thread: a typo only the index corrects, the readiness check says ready', async () => {
    expect(await service().ready()).toBe(true);
    expect(service().worker?.threadId).toBeGreaterThan(0);
    // The database's search corrects only the synonym lists' words: only the index finds this.
    expect(await search('harmonca')).toEqual(['Leather harmonica']);
    const ready = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.json()).toMatchObject({ searchIndex: 'ready' });
    expect(warned).not.toHaveBeenCalled();
  });

  it('sees inserts, updates and deletes at once', async () => {
    const id = await make('Brass key');
    expect(await search('brass')).toEqual(['Brass key']);
    expect(await search('bras key')).toEqual(['Brass key']);
    await t.app.ctx.db
      .updateTable('items')
      .set({ title: 'Steel key' })
      .where('id', '=', id)
      .execute();
    expect(await search('brass')).toEqual([]);
    expect(await search('stell')).toEqual(['Steel key']);
    await t.app.ctx.db.deleteFrom('items').where('id', '=', id).execute();
    expect(await search('steel')).toEqual([]);
    expect(warned).not.toHaveBeenCalled();
  });

  it('answers from the database while the thread is down, then from a new thread', async () => {
    const errors = jest.spyOn(t.app.ctx.log, 'error');
    await service().worker!.terminate();
    // Answered, by the database (exact words only), never a 500.
    expect(await search('harmonica')).toEqual(['Leather harmonica']);
    expect(await search('harmonca')).toEqual([]);
    // A second later the next search starts a new thread, which loads the index again.
    let found: string[] = [];
    for (let i = 0; i < 100 && !found.length; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      found = await search('harmonca');
    }
    expect(found).toEqual(['Leather harmonica']);
    expect(service().state).toBe('ready');
    // Logged once, not once per search answered by the database meanwhile.
    expect(errors.mock.calls.map(([, msg]) => msg)).toEqual(['search thread stopped']);
    expect(warned).not.toHaveBeenCalled();
  });

  it('saves the index at close, and the next start loads it', async () => {
    const dataDir = t.config.dataDir;
    const file = path.join(dataDir, 'search-index', 'snapshot');
    const before = fs.statSync(file).mtimeMs;
    await make('Pewter key');
    expect(await search('pewter')).toEqual(['Pewter key']);
    // The app only, not the test's close: that would delete the data directory.
    await t.app.close();
    closed = true;
    expect(fs.statSync(file).mtimeMs).toBeGreaterThan(before);
    const next = await createTestApp({ ...engineEnv('thread'), DATA_DIR: dataDir });
    try {
      expect(await searchIndexServiceOf(next.app.ctx).ready()).toBe(true);
      const res = await next.app.inject({
        method: 'GET',
        url: '/api/v1/search/items/search?search=pewtr',
      });
      expect((res.json() as Page).items.map((i) => i.title)).toEqual(['Pewter key']);
    } finally {
      await next.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
