import { createTestApp, type TestApp } from '../../test/testApp';
import {
  auth,
  createCast,
  createCategory,
  createDesk,
  createItem,
  multipart,
  type TestUser,
} from '../../test/fixtures';
import { pdfTextLines } from '../../test/pdfText';
import { labelContent } from './labelContent';
import type { Item } from '../items';

jest.setTimeout(60_000);

/** docs/product.md#labels: a label says where the office keeps the item, desk and shelf. */
describe('labels: the desk and the shelf', () => {
  let t: TestApp;
  let keeper: TestUser;
  let poster: TestUser;
  let library: string;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ keeper, poster } = await createCast(t));
    categoryId = (await createCategory(t, { name: 'Scarves' })).id;
    library = await createDesk(t, 'Library desk', [keeper.id]);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A walk-in item at the Library desk, on `shelf` when given. */
  const handedIn = async (title: string, shelf?: string) => {
    const m = multipart({
      title,
      description: 'Wool',
      category: 'Scarves',
      location: 'Gym',
      deskId: library,
      ...(shelf ? { storageLocation: shelf } : {}),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/office/intake',
      payload: m.payload,
      headers: { ...m.headers, ...auth(keeper) },
    });
    expect(res.statusCode).toBe(201);
    return res.json().item._id as string;
  };

  it('prints "Library desk · Shelf B3" on one label', async () => {
    const id = await handedIn('Red scarf', 'Shelf B3');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/items/${id}/label`,
      headers: auth(keeper),
    });
    expect(res.statusCode).toBe(200);
    expect(pdfTextLines(res.rawPayload)).toContain('Library desk · Shelf B3');
  });

  it('prints each item’s own place on a sheet: desk alone, or nothing when none is known', async () => {
    const onShelf = await handedIn('Blue scarf', 'Bin 4');
    const atDesk = await handedIn('Green scarf');
    const nowhere = await createItem(t, { postedBy: poster.id, categoryId, status: 'Found' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/labels',
      headers: auth(keeper),
      payload: { itemIds: [onShelf, atDesk, nowhere] },
    });
    expect(res.statusCode).toBe(200);
    const lines = pdfTextLines(res.rawPayload);
    expect(lines).toContain('Library desk · Bin 4');
    expect(lines.filter((line) => line === 'Library desk')).toHaveLength(1);
    expect(lines.filter((line) => line.includes('·') && !/^Found · /.test(line))).toEqual([
      'Library desk · Bin 4',
    ]);
  });
});

describe('labelContent: where', () => {
  const item = {
    _id: 'i1',
    title: 'Red scarf',
    reference: 'LF-2026-00001',
    status: 'Found',
    category: { _id: 'c', name: 'Scarves' },
    createdAt: '2026-03-12T10:00:00.000Z',
    desk: { _id: 'd', name: 'Library desk', place: 'Library', hours: '9-17' },
  } as unknown as Item;

  it.each([
    ['the desk and the shelf', item, 'Shelf B3', 'Library desk · Shelf B3'],
    ['the desk alone', item, null, 'Library desk'],
    ['the shelf alone', { ...item, desk: null }, 'Shelf B3', 'Shelf B3'],
    ['nothing', { ...item, desk: null }, null, null],
  ] as const)('names %s', (_case, it, shelf, where) => {
    expect(labelContent(it, 'https://lf.test', shelf).where).toBe(where);
  });

  it('draws a shelf in any script as Helvetica can', () => {
    expect(labelContent(item, 'https://lf.test', 'Étagère 東').where).toBe(
      'Library desk · Étagère ?',
    );
  });
});
