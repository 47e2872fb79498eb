import { createTestApp, type TestApp } from '../../test/testApp';
import {
  createCast,
  createCategory,
  createItem,
  multipart,
  sendItemForm,
} from '../../test/fixtures';
import { claimCalls, claimStateOf, undoCalls } from './testHelpers';

/**
 * The status before a claim (items.claimed_from_status) is kept only while the item is Claimed
 * (docs/product.md#withdrawing-and-releasing-a-claim), and the search pages follow each change.
 */
describe('claims: the status before the claim', () => {
  let t: TestApp;
  let api: ReturnType<typeof claimCalls> & ReturnType<typeof undoCalls>;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let category: { id: string; name: string };

  beforeAll(async () => {
    t = await createTestApp();
    api = { ...claimCalls(t), ...undoCalls(t) };
    cast = await createCast(t);
    category = await createCategory(t, { name: 'Umbrellas' });
  });
  afterAll(async () => {
    await t.close();
  });

  const item = (status: 'Lost' | 'Found', title: string) =>
    createItem(t, { postedBy: cast.poster.id, categoryId: category.id, status, title });
  const searched = async (title: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search/items/search?search=${encodeURIComponent(title)}`,
    });
    return (res.json().items as { title: string; status: string }[]).find((i) => i.title === title)
      ?.status;
  };

  it('is forgotten by the hand-over', async () => {
    const id = await item('Found', 'Striped umbrella');
    await api.claim(id, cast.claimant);
    const otp = (await api.generate(id, cast.poster)).json().otp as string;
    expect((await api.verify(id, cast.claimant, otp)).statusCode).toBe(200);
    expect(await claimStateOf(t, id)).toEqual({
      status: 'Returned',
      claimed_by_id: cast.claimant.id,
      claimed_from_status: null,
    });
  });

  it('is forgotten by an edit that re-opens the item, and set by one that claims it', async () => {
    const id = await item('Lost', 'Polka dot umbrella');
    await api.claim(id, cast.claimant);
    const edit = (status: string) =>
      sendItemForm(
        t,
        cast.poster,
        multipart({
          title: 'Polka dot umbrella',
          description: 'Red with white dots.',
          category: category.name,
          status,
          location: 'Main library',
        }),
        'PUT',
        `/api/v1/items/${id}`,
      );
    expect((await edit('Found')).statusCode).toBe(200);
    expect(await claimStateOf(t, id)).toEqual({
      status: 'Found',
      claimed_by_id: null,
      claimed_from_status: null,
    });
    expect((await edit('Claimed')).statusCode).toBe(200);
    expect((await claimStateOf(t, id)).claimed_from_status).toBe('Found');
  });

  it('shows the restored status on search pages at once', async () => {
    const id = await item('Lost', 'Tartan umbrella');
    expect(await searched('Tartan umbrella')).toBe('Lost');
    await api.claim(id, cast.claimant);
    expect(await searched('Tartan umbrella')).toBe('Claimed');
    expect((await api.release(id, cast.keeper, 'Not theirs')).statusCode).toBe(403);
    expect((await api.release(id, cast.poster, 'Not theirs')).statusCode).toBe(200);
    expect(await searched('Tartan umbrella')).toBe('Lost');
  });
});
