import { createTestApp, type TestApp } from '../../../test/testApp';
import {
  type TestUser,
  auth,
  createCast,
  createCategory,
  createDesk,
  createItem,
} from '../../../test/fixtures';

type Queue = {
  items: { item: { _id: string; title: string; reference: string } }[];
  counts: Record<string, number>;
  pagination: { totalResults: number };
};

/** docs/product.md#the-keepers-queue: the queue's search box, `GET /office/queue?q=`. */
describe('office: finding an item in the queue by reference or title', () => {
  let t: TestApp;
  let keeper: TestUser;
  const ids: Record<string, string> = {};

  const queue = async (query: string): Promise<Queue> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/office/queue?${query}`,
      headers: auth(keeper),
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const titlesOf = (q: Queue) => q.items.map((i) => i.item.title);

  beforeAll(async () => {
    t = await createTestApp();
    const cast = await createCast(t);
    keeper = cast.keeper;
    const categoryId = (await createCategory(t, { name: 'Bags' })).id;
    const desk = await createDesk(t, 'Library desk', [keeper.id]);
    const add = async (title: string, o: { deskId?: string | null; status?: 'Lost' } = {}) => {
      ids[title] = await createItem(t, {
        postedBy: cast.poster.id,
        categoryId,
        title,
        status: o.status ?? 'Found',
      });
      await t.app.ctx.db
        .updateTable('items')
        .set({ desk_id: o.deskId === undefined ? desk : o.deskId })
        .where('id', '=', ids[title]!)
        .execute();
    };
    await add('Blue North Face backpack');
    await add('Black backpack, torn strap');
    await add('Blue water bottle');
    await add('Blue rucksack of a user', { deskId: null });
  });
  afterAll(async () => {
    await t.close();
  });

  const referenceOf = async (title: string) =>
    (await queue('')).items.find((i) => i.item._id === ids[title])!.item.reference;

  it('finds the titles that hold every word, without case, counting under the search', async () => {
    const found = await queue('q=BLUE%20backpack');
    expect(titlesOf(found)).toEqual(['Blue North Face backpack']);
    expect(found.counts).toMatchObject({ all: 1, unlabelled: 1 });
    expect(titlesOf(await queue('q=backpack'))).toEqual([
      'Blue North Face backpack',
      'Black backpack, torn strap',
    ]);
    // Only items in custody: the user's own post, held by nobody, is not the queue's.
    expect(titlesOf(await queue('q=rucksack'))).toEqual([]);
    // LIKE wildcards are plain characters.
    expect((await queue('q=%25')).pagination.totalResults).toBe(0);
  });

  it('finds exactly one item by a whole reference, as a label scanner types it', async () => {
    const reference = await referenceOf('Blue water bottle');
    expect(reference).toMatch(/^LF-\d{4}-\d{5}$/);
    const found = await queue(`q=${encodeURIComponent(reference.toLowerCase())}`);
    expect(titlesOf(found)).toEqual(['Blue water bottle']);
    expect(found.counts.all).toBe(1);
    // A mistyped year finds nothing, as the reference search does.
    const year = Number(reference.slice(3, 7));
    const wrongYear = reference.replace(String(year), String(year - 1));
    expect(titlesOf(await queue(`q=${wrongYear}`))).toEqual([]);
  });

  it('refuses a search text longer than the contract allows', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/office/queue?q=${'a'.repeat(201)}`,
      headers: auth(keeper),
    });
    expect(res.statusCode).toBe(400);
  });
});
