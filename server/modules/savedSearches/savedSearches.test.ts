import { createTestApp, type TestApp } from '../../test/testApp';
import { createCategory, createUser, type TestUser } from '../../test/fixtures';
import { api, sleep } from '../../test/realtimeFixtures';

type Saved = {
  _id: string;
  search: string;
  status: string | null;
  category: { _id: string; name: string } | null;
  createdAt: string;
};

describe('saved searches: save, list, delete (docs/product.md#saved-searches)', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let bags: { id: string; name: string };
  let retired: { id: string; name: string };

  beforeAll(async () => {
    t = await createTestApp();
    alice = await createUser(t, { name: 'Alice' });
    bob = await createUser(t, { name: 'Bob' });
    bags = await createCategory(t, { name: 'Bags' });
    retired = await createCategory(t, { name: 'Retired', isActive: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (user: TestUser | undefined, body: unknown) =>
    api(t.app, 'POST', '/saved-searches', user, body);
  const listOf = async (user: TestUser) => {
    const res = await api(t.app, 'GET', '/saved-searches', user);
    expect(res.status).toBe(200);
    return res.body.savedSearches as Saved[];
  };

  it('needs a session', async () => {
    expect((await api(t.app, 'GET', '/saved-searches')).status).toBe(401);
    expect((await save(undefined, { search: 'bag' })).status).toBe(401);
    expect((await api(t.app, 'DELETE', '/saved-searches/abc')).status).toBe(401);
  });

  it('saves words read as the search reads them, with the status and the category', async () => {
    const res = await save(alice, { search: '  Red   BAG!! ', status: 'Lost', category: bags.id });
    expect(res.status).toBe(201);
    expect(res.body.savedSearch).toMatchObject({
      search: 'red bag',
      status: 'Lost',
      category: { _id: bags.id, name: 'Bags', isActive: true },
    });
    expect(await listOf(alice)).toEqual([res.body.savedSearch]);
  });

  it('answers the search already saved when the same one is saved again', async () => {
    const [first] = await listOf(alice);
    // Same words in another order, case and accents: the search finds the same items.
    const again = await save(alice, { search: 'BAG réd', status: 'Lost', category: bags.id });
    expect(again.status).toBe(201);
    expect(again.body.savedSearch).toEqual(first);
    expect(await listOf(alice)).toHaveLength(1);
    // Another status is another search.
    const found = await save(alice, { search: 'red bag', status: 'Found', category: bags.id });
    expect(found.body.savedSearch._id).not.toBe(first._id);
  });

  it('refuses a search with nothing in it', async () => {
    for (const body of [{}, { search: '' }, { search: ' ?! - ' }, { category: '' }]) {
      const res = await save(alice, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ field: 'search', message: expect.any(String) }],
      });
    }
  });

  it('refuses a category that is unknown or no longer active', async () => {
    for (const category of ['no-such-category', retired.id]) {
      const res = await save(alice, { search: 'wallet', category });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ field: 'category', message: 'Choose one of the listed categories.' }],
      });
    }
    expect(await listOf(alice)).toHaveLength(2);
  });

  it('saves a status or a category alone', async () => {
    const res = await save(bob, { status: 'Found' });
    expect(res.status).toBe(201);
    expect(res.body.savedSearch).toMatchObject({ search: '', status: 'Found', category: null });
    const byCategory = await save(bob, { category: bags.id });
    expect(byCategory.body.savedSearch).toMatchObject({ search: '', status: null });
  });

  it('lists only mine, newest first, and keeps at most 20 each', async () => {
    await sleep(2);
    for (let i = 3; i <= 20; i++) {
      expect((await save(alice, { search: `thing${i}` })).status).toBe(201);
      await sleep(2); // distinct times: the order is checked below
    }
    const mine = await listOf(alice);
    expect(mine).toHaveLength(20);
    expect(mine[0].search).toBe('thing20');
    expect(mine.at(-1)?.search).toBe('red bag');
    expect(mine.map((s) => s.createdAt)).toEqual(
      mine
        .map((s) => s.createdAt)
        .sort()
        .reverse(),
    );

    const full = await save(alice, { search: 'one more' });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('CONFLICT');
    // A search already saved is still answered.
    const again = await save(alice, { search: 'thing7' });
    expect(again.status).toBe(201);
    expect(again.body.savedSearch.search).toBe('thing7');

    expect((await listOf(bob)).map((s) => s.status)).toEqual([null, 'Found']);
  });

  it("deletes only the owner's saved search, and hides whether another's exists", async () => {
    const [newest] = await listOf(alice);
    const bobs = await api(t.app, 'DELETE', `/saved-searches/${newest._id}`, bob);
    expect(bobs.status).toBe(404);
    expect(bobs.body.code).toBe('NOT_FOUND');
    const unknown = await api(t.app, 'DELETE', '/saved-searches/no-such-id', bob);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(bobs.body.message);
    expect(await listOf(alice)).toHaveLength(20);

    const res = await api(t.app, 'DELETE', `/saved-searches/${newest._id}`, alice);
    expect(res.status).toBe(200);
    expect((await listOf(alice)).map((s) => s._id)).not.toContain(newest._id);
    expect((await api(t.app, 'DELETE', `/saved-searches/${newest._id}`, alice)).status).toBe(404);
    // Room for one more again.
    expect((await save(alice, { search: 'one more' })).status).toBe(201);
  });

  it('never lets saves at the same moment go past 20', async () => {
    const carol = await createUser(t, { name: 'Carol' });
    const answers = await Promise.all(
      Array.from({ length: 26 }, (_, i) => save(carol, { search: `racing${i}` })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(6);
    expect(await listOf(carol)).toHaveLength(20);
  });
});
