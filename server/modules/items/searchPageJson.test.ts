import { Kysely, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import { searchPageJson } from './searchPageJson';
import { toItem } from './serialize';
import type { ItemView } from './repository';
import type { Database } from '../../db/types';
import type { ImageStore } from '../../storage/imageStore';

const storage = { url: (key: string) => `/uploads/${key}` } as Pick<
  ImageStore,
  'url'
> as ImageStore;
const db = new Kysely<Database>({
  dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
});

const view = (id: string, title: string): ItemView => ({
  id,
  title,
  description: 'Ceramic, "quoted" \\ and ünïcödé',
  status: 'Lost',
  category_id: 'c1',
  location: 'Library',
  image_key: id === 'a' ? 'items/a.webp' : null,
  posted_by_id: 'u1',
  keeper_id: null,
  claimed_by_id: null,
  is_active: 1,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  returned_at: null,
  ref_no: 7,
  ownership_json: '[]',
  storage_location: null,
  disposal_method: null,
  disposed_at: null,
  category_name: 'Mugs',
  poster_name: 'Pat',
  keeper_name: null,
  claimed_by_name: null,
});

describe('searchPageJson', () => {
  afterAll(() => db.destroy());
  const pagination = { currentPage: 1, totalPages: 1, totalResults: 2, limit: 8 };

  it('is exactly the JSON of the page, and never serves an item from an older version', () => {
    const rows = [view('a', 'Mug'), view('b', 'Cup')];
    const expected = JSON.stringify({ items: rows.map((r) => toItem(r, storage)), pagination });
    expect(searchPageJson(db, storage, 1, rows, pagination)).toBe(expected);
    expect(searchPageJson(db, storage, 1, rows, pagination)).toBe(expected);
    const renamed = [view('a', 'Blue mug'), view('b', 'Cup')];
    expect(JSON.parse(searchPageJson(db, storage, 2, renamed, pagination)).items[0].title).toBe(
      'Blue mug',
    );
  });
});
