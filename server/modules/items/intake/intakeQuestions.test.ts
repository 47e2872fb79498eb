import { createTestApp, type TestApp } from '../../../test/testApp';
import {
  type TestUser,
  auth,
  createCast,
  createCategory,
  createDesk,
  multipart,
} from '../../../test/fixtures';

const form = {
  title: 'Grey umbrella',
  description: 'Folding, wooden handle',
  category: 'Umbrellas',
  location: 'Main hall',
};

/** docs/product.md#walk-in-intake: the counter asks ownership questions as it logs the item. */
describe('items: ownership questions taken at the counter', () => {
  let t: TestApp;
  let keeper: TestUser;
  let admin: TestUser;
  let stranger: TestUser;
  let library: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ keeper, admin, stranger } = await createCast(t));
    await createCategory(t, { name: 'Umbrellas' });
    library = await createDesk(t, 'Library desk', [keeper.id]);
  });
  afterAll(async () => {
    await t.close();
  });

  const intake = (fields: Record<string, string>, user: TestUser = keeper) => {
    const m = multipart({ ...form, deskId: library, ...fields });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/office/intake',
      payload: m.payload,
      headers: { ...m.headers, ...auth(user) },
    });
  };
  const get = (url: string, user?: TestUser) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user ? auth(user) : {} });
  const myItemCount = async () =>
    (await get('/users/me/items?limit=100', keeper)).json().pagination.totalResults as number;

  it('stores the questions with the item: texts for everyone, expected answers for the office', async () => {
    const res = await intake({
      ownershipQuestions: JSON.stringify([
        { question: ' What colour is the strap? ', expectedAnswer: ' Red ' },
        { question: 'What is written on the handle?', expectedAnswer: '  ' },
      ]),
    });
    expect(res.statusCode).toBe(201);
    const { item } = res.json();
    expect(item.questions).toEqual(['What colour is the strap?', 'What is written on the handle?']);

    expect((await get(`/items/${item._id}`)).json().item.questions).toEqual(item.questions);
    const office = await get(`/items/${item._id}/questions`, keeper);
    expect(office.statusCode).toBe(200);
    expect(office.json().questions).toEqual([
      { question: 'What colour is the strap?', expectedAnswer: 'Red' },
      { question: 'What is written on the handle?' },
    ]);
    expect((await get(`/items/${item._id}/questions`, stranger)).statusCode).toBe(403);

    const events = (await get(`/items/${item._id}/history`, admin)).json().events as {
      action: string;
      details: string;
    }[];
    expect(events.map((e) => e.action)).toEqual(['posted', 'handed-in', 'questions-set']);
    expect(events[2]!.details).toBe('2 ownership questions set');
  });

  it('a claim on the item must answer them', async () => {
    const { item } = (
      await intake({ ownershipQuestions: JSON.stringify([{ question: 'Which brand?' }]) })
    ).json();
    const claim = await t.app.inject({
      method: 'POST',
      url: `/api/v1/items/${item._id}/claim`,
      headers: auth(stranger),
    });
    expect(claim.statusCode).toBe(400);
    expect(claim.json().message).toBe('Please answer the question.');
  });

  it('without questions the item has none and no questions-set event', async () => {
    const res = await intake({});
    expect(res.statusCode).toBe(201);
    const { item } = res.json();
    expect(item.questions).toEqual([]);
    const events = (await get(`/items/${item._id}/history`, admin)).json().events as {
      action: string;
    }[];
    expect(events.map((e) => e.action)).toEqual(['posted', 'handed-in']);
    const empty = await intake({ ownershipQuestions: '[]' });
    expect(empty.statusCode).toBe(201);
    expect(empty.json().item.questions).toEqual([]);
  });

  it.each([
    ['not JSON', 'What colour?'],
    ['not a list', JSON.stringify({ question: 'What colour?' })],
    ['more than three', JSON.stringify(['A?', 'B?', 'C?', 'D?'].map((question) => ({ question })))],
    ['a question missing', JSON.stringify([{ expectedAnswer: 'Red' }])],
    ['a blank question', JSON.stringify([{ question: '   ', expectedAnswer: 'Red' }])],
    ['a question too long', JSON.stringify([{ question: 'x'.repeat(201) }])],
    [
      'an expected answer too long',
      JSON.stringify([{ question: 'Q?', expectedAnswer: 'x'.repeat(201) }]),
    ],
  ])('refuses %s with a 400 and logs nothing', async (_case, ownershipQuestions) => {
    const before = await myItemCount();
    const res = await intake({ ownershipQuestions });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: expect.stringMatching(/^(VALIDATION_ERROR|BAD_REQUEST)$/),
    });
    expect(await myItemCount()).toBe(before);
  });

  it('names the blank question in the 400', async () => {
    const res = await intake({
      ownershipQuestions: JSON.stringify([{ question: 'Fine?' }, { question: ' ' }]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'ownershipQuestions[1].question', message: 'Please write the question.' },
    ]);
  });

  it('still refuses anyone but keepers and admins', async () => {
    const res = await intake(
      { ownershipQuestions: JSON.stringify([{ question: 'Q?' }]) },
      stranger,
    );
    expect(res.statusCode).toBe(403);
  });
});
