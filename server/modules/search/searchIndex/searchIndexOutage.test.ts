import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createCategory, createItem, createUser } from '../../../test/fixtures';
import { SearchIndexKeeper } from './searchIndexKeeper';
import type { Db } from '../../../db';

/**
 * A database that does not answer while the index loads (docs/deploy.md#when-something-fails):
 * the keeper logs it once, waits, and loads by itself once the database is back. SQLite only:
 * the outage is a wrapper that fails every statement as a locked database does.
 */
const sqliteOnly = process.env.TEST_DATABASE_URL ? describe.skip : describe;

sqliteOnly('search index keeper during an outage', () => {
  let t: TestApp;
  let file: SQLite.Database;

  beforeAll(async () => {
    t = await createTestApp({ SEARCH_INDEX: 'database' });
    const poster = (await createUser(t)).id;
    const categoryId = (await createCategory(t, { name: 'Keys' })).id;
    await createItem(t, { postedBy: poster, categoryId, title: 'Brass key' });
    file = new SQLite(path.join(t.config.dataDir, 'lostfound.db'));
  });
  afterAll(async () => {
    file.close();
    await t.close();
  });

  it('backs off, logs once, and loads by itself when the database is back', async () => {
    let down = true;
    const busy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    const db = new Kysely({
      dialect: new SqliteDialect({
        database: {
          close: () => undefined,
          prepare: (sqlText: string) => {
            if (down) throw busy();
            return file.prepare(sqlText);
          },
        },
      }),
    }) as Db;
    const log = { warn: jest.fn(), error: jest.fn(), info: jest.fn() };
    const keeper = new SearchIndexKeeper(db, 'sqlite', log);

    expect(await keeper.ready()).toBeNull();
    // Searches meanwhile ask for the index: none of them starts another load or another line.
    for (let i = 0; i < 5; i += 1) expect(await keeper.current(1)).toBeNull();
    expect(keeper.state).toBe('loading');
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.error).not.toHaveBeenCalled();

    down = false;
    const until = Date.now() + 5000;
    while (keeper.state !== 'ready' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(keeper.state).toBe('ready');
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledTimes(1);
    await keeper.close();
  });
});
