import { Kysely, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import { cachedItemJson } from './itemJsonCache';
import type { ItemView } from '../items';
import type { Database } from '../../db/types';

const db = new Kysely<Database>({
  dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
});
afterAll(() => db.destroy());

const row = (id: string, title: string) => ({ id, title }) as ItemView;
const toJson = (r: ItemView) => JSON.stringify({ id: r.id, title: r.title });

describe('cachedItemJson', () => {
  it('reads only the items it does not hold, and nothing from an older version', async () => {
    let titles: Record<string, string> = { a: 'Mug', b: 'Cup', c: 'Pen' };
    const asked: string[][] = [];
    const read = async (keys: string[]) => {
      asked.push(keys);
      return new Map(keys.filter((k) => titles[k]).map((k) => [k, row(k, titles[k]!)]));
    };
    const titlesOf = (json: string[]) => json.map((j) => (JSON.parse(j) as ItemView).title);

    expect(titlesOf(await cachedItemJson(db, 1, ['a', 'b'], read, toJson))).toEqual(['Mug', 'Cup']);
    expect(titlesOf(await cachedItemJson(db, 1, ['b', 'c', 'x'], read, toJson))).toEqual([
      'Cup',
      'Pen',
    ]);
    expect(asked).toEqual([
      ['a', 'b'],
      ['c', 'x'],
    ]);

    titles = { ...titles, a: 'Blue mug' };
    expect(titlesOf(await cachedItemJson(db, 2, ['a', 'b'], read, toJson))).toEqual([
      'Blue mug',
      'Cup',
    ]);
    expect(asked.at(-1)).toEqual(['a', 'b']);
    // Without a version (nothing to check against) nothing is cached.
    await cachedItemJson(db, null, ['c'], read, toJson);
    await cachedItemJson(db, null, ['c'], read, toJson);
    expect(asked.slice(-2)).toEqual([['c'], ['c']]);
  });
});
