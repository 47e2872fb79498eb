import { Kysely, SqliteDialect, sql } from 'kysely';
import SQLite from 'better-sqlite3';
import { reusableQuery } from './reusableQuery';

type T = { t: { a: number; b: string } };
const db = new Kysely<T>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });

beforeAll(async () => {
  await sql`create table t (a integer, b text)`.execute(db);
  await db
    .insertInto('t')
    .values([1, 2, 3, 4].map((a) => ({ a, b: a % 2 ? 'odd' : 'even' })))
    .execute();
});

describe('reusableQuery', () => {
  it('runs the query compiled once with each call’s values, wherever they stand', async () => {
    // The values in another order than the placeholders, and a constant between them.
    const q = reusableQuery('t', (d, [b, min]) =>
      (d as unknown as Kysely<T>)
        .selectFrom('t')
        .select('a')
        .where('a', '>=', min as number)
        .where('a', '<', 4)
        .where('b', '=', b as string)
        .orderBy('a'),
    );
    const run = (b: string, min: number) => q(db as never, [b, min]);
    expect(await run('odd', 1)).toEqual([{ a: 1 }, { a: 3 }]);
    expect(await run('even', 1)).toEqual([{ a: 2 }]);
    expect(await run('odd', 2)).toEqual([{ a: 3 }]);
  });

  it('compiles once per number of values (an IN list)', async () => {
    const q = reusableQuery('in', (d, as) =>
      (d as unknown as Kysely<T>)
        .selectFrom('t')
        .select('a')
        .where('a', 'in', as as number[]),
    );
    expect(await q(db as never, [2])).toEqual([{ a: 2 }]);
    expect(await q(db as never, [1, 4])).toEqual([{ a: 1 }, { a: 4 }]);
    expect(await q(db as never, [3])).toEqual([{ a: 3 }]);
  });

  it('refuses a placeholder used as anything but a value', async () => {
    const q = reusableQuery('bad', (d) => (d as unknown as Kysely<T>).selectFrom('t').select('a'));
    await expect(q(db as never, [1])).rejects.toThrow('every value must be a parameter');
  });
});
