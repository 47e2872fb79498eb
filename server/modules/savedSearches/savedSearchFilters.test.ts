import { createTestApp, type TestApp } from '../../test/testApp';
import { auth, createCategory, createUser, multipart, type TestUser } from '../../test/fixtures';
import { api } from '../../test/realtimeFixtures';

type Note = { type: string; message: string; itemId: string | null };

/** The browse filters a saved search keeps (docs/product.md#saved-searches, #browse-filters). */
describe('saved searches: the browse filters', () => {
  let t: TestApp;
  let owner: TestUser;
  let poster: TestUser;
  let bags: { id: string; name: string };
  let library: string;
  let gym: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { name: 'Olive Owner' });
    poster = await createUser(t, { name: 'Pat Poster' });
    bags = await createCategory(t, { name: 'Bags' });
    await createCategory(t, { name: 'Keys' });
    const admin = await createUser(t, { role: 'admin' });
    const place = async (name: string, aliases: string[]) => {
      const res = await api(t.app, 'POST', '/admin/places', admin, { name, aliases });
      expect(res.status).toBe(201);
      return res.body.place._id as string;
    };
    library = await place('Main Library', ['Library', 'Lib']);
    gym = await place('Sports Centre', ['Gym']);
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (user: TestUser, body: unknown) => api(t.app, 'POST', '/saved-searches', user, body);
  const listOf = async (user: TestUser) =>
    (await api(t.app, 'GET', '/saved-searches', user)).body.savedSearches as Array<
      Record<string, unknown>
    >;

  it('stores and answers posted-within and place, null when not given', async () => {
    const res = await save(owner, {
      search: 'blue umbrella',
      category: bags.id,
      postedWithin: 'month',
      place: library,
    });
    expect(res.status).toBe(201);
    expect(res.body.savedSearch).toMatchObject({
      search: 'blue umbrella',
      status: null,
      category: { _id: bags.id },
      postedWithin: 'month',
      place: library,
    });
    const plain = await save(owner, { search: 'scarf' });
    expect(plain.body.savedSearch).toMatchObject({ postedWithin: null, place: null });
    expect(await listOf(owner)).toHaveLength(2);
  });

  it('counts the filters in "the same search": other filters are another search', async () => {
    const again = await save(owner, {
      search: 'umbrella BLUE',
      category: bags.id,
      postedWithin: 'month',
      place: library,
    });
    expect(again.body.savedSearch.search).toBe('blue umbrella');
    expect(await listOf(owner)).toHaveLength(2);
    const week = await save(owner, {
      search: 'blue umbrella',
      category: bags.id,
      postedWithin: 'week',
      place: library,
    });
    const elsewhere = await save(owner, {
      search: 'blue umbrella',
      category: bags.id,
      postedWithin: 'month',
    });
    expect(new Set([week.body.savedSearch._id, elsewhere.body.savedSearch._id]).size).toBe(2);
    expect(await listOf(owner)).toHaveLength(4);
  });

  it('saves a place alone, but not a posted-within alone', async () => {
    const byPlace = await save(poster, { place: gym });
    expect(byPlace.status).toBe(201);
    expect(byPlace.body.savedSearch).toMatchObject({ search: '', place: gym });
    const byTime = await save(poster, { postedWithin: 'week' });
    expect(byTime.status).toBe(400);
    expect(byTime.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'search' }],
    });
  });

  it('refuses a place the campus does not list', async () => {
    const res = await save(owner, { search: 'gloves', place: 'no-such-place' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'place', message: 'Choose one of the listed places.' }],
    });
  });

  it('refuses a posted-within the contract does not list', async () => {
    const res = await save(owner, { search: 'gloves', postedWithin: 'year' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });

  describe('alerts honour the filters', () => {
    let alerter: TestUser;
    const idle = () => t.app.ctx.worker.idle();
    const saveItem = async (fields: Record<string, string>, id?: string) => {
      const form = multipart({
        description: 'Nothing special.',
        location: 'Library',
        status: 'Found',
        category: 'Bags',
        ...fields,
      });
      const res = await t.app.inject({
        method: id ? 'PUT' : 'POST',
        url: id ? `/api/v1/items/${id}` : '/api/v1/items',
        payload: form.payload,
        headers: { ...form.headers, ...auth(poster) },
      });
      if (res.statusCode !== (id ? 200 : 201)) throw new Error(`item not saved: ${res.body}`);
      await idle();
      return res.json().item._id as string;
    };
    const alertsOf = async (user: TestUser) => {
      const res = await api(t.app, 'GET', '/notifications?limit=50', user);
      return (res.body.data.notifications as Note[]).filter((n) => n.type === 'saved-search');
    };
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();
    /** Moves an item's posting time back, as if it had been posted `days` ago. */
    const postedDaysAgo = async (id: string, days: number) => {
      await t.app.ctx.db
        .updateTable('items')
        .set({ created_at: daysAgo(days) })
        .where('id', '=', id)
        .execute();
    };
    /** Moves a saved search's time back: only items posted after it alert. */
    const savedDaysAgo = async (id: string, days: number) => {
      await t.app.ctx.db
        .updateTable('saved_searches')
        .set({ created_at: daysAgo(days) })
        .where('id', '=', id)
        .execute();
    };

    beforeAll(async () => {
      alerter = await createUser(t, { name: 'Alex Alerter' });
    });

    it('posted within: an item edited into fitting alerts only the windows it is still in', async () => {
      const week = await save(alerter, { search: 'tote', postedWithin: 'week' });
      const month = await save(alerter, { search: 'tote', postedWithin: 'month' });
      expect(week.status).toBe(201);
      expect(month.status).toBe(201);
      await savedDaysAgo(week.body.savedSearch._id, 20);
      await savedDaysAgo(month.body.savedSearch._id, 20);
      const id = await saveItem({ title: 'Canvas bag' });
      await postedDaysAgo(id, 10);
      await saveItem({ title: 'Canvas tote bag' }, id);
      const alerts = await alertsOf(alerter);
      // One alert, for the month's search: ten days is past a week.
      expect(alerts).toEqual([expect.objectContaining({ itemId: id })]);
      // A fresh item is within both windows: both searches alert.
      const fresh = await saveItem({ title: 'Striped tote' });
      expect((await alertsOf(alerter)).filter((n) => n.itemId === fresh)).toHaveLength(2);
    });

    it('category and status: only items of both alert', async () => {
      const other = await createUser(t);
      await save(other, { search: 'keyring', status: 'Lost', category: bags.id });
      await saveItem({ title: 'Keyring pouch', status: 'Found' });
      await saveItem({ title: 'Keyring pouch', status: 'Lost', category: 'Keys' });
      const id = await saveItem({ title: 'Keyring pouch', status: 'Lost' });
      expect((await alertsOf(other)).map((n) => n.itemId)).toEqual([id]);
    });

    it('place: only items whose location names the place or an alias alert, named by it', async () => {
      const other = await createUser(t);
      await save(other, { search: 'lanyard', place: library });
      await save(other, { place: gym });
      await saveItem({ title: 'Lanyard', location: 'Somewhere else' });
      const atLib = await saveItem({ title: 'Blue lanyard', location: 'Lib, 2nd floor' });
      const atGym = await saveItem({ title: 'Water bottle', location: 'the gym lockers' });
      const alerts = await alertsOf(other);
      expect(alerts.map((n) => n.itemId).sort()).toEqual([atLib, atGym].sort());
      expect(alerts.find((n) => n.itemId === atGym)?.message).toBe(
        'New item for your saved search "Sports Centre": "Water bottle"',
      );
    });
  });
});
