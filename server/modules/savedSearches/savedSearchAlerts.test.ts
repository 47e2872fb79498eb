import { createTestApp, type TestApp } from '../../test/testApp';
import { auth, createCategory, createUser, multipart, type TestUser } from '../../test/fixtures';
import { api, closeSockets, connect, nextEvent } from '../../test/realtimeFixtures';

type Note = { type: string; message: string; itemId: string | null; link: string | null };

describe('saved searches: alerts on new items (docs/product.md#saved-searches)', () => {
  let t: TestApp;
  let url: string;
  let owner: TestUser;
  let poster: TestUser;
  let electronics: { id: string; name: string };
  let keys: { id: string; name: string };
  let chargerSearch: string;

  beforeAll(async () => {
    t = await createTestApp();
    url = await t.listen();
    owner = await createUser(t, { name: 'Olive Owner' });
    poster = await createUser(t, { name: 'Pat Poster' });
    electronics = await createCategory(t, { name: 'Electronics' });
    keys = await createCategory(t, { name: 'Keys' });
  });
  afterAll(async () => {
    closeSockets();
    await t.close();
  });

  const idle = () => t.app.ctx.worker.idle();
  const saveSearch = async (user: TestUser, body: object) => {
    const res = await api(t.app, 'POST', '/saved-searches', user, body);
    expect(res.status).toBe(201);
    return res.body.savedSearch._id as string;
  };
  /** Posts (or, with `id`, edits) an item through the API and runs the jobs it queued. */
  const saveItem = async (user: TestUser, fields: Record<string, string>, id?: string) => {
    const item = {
      description: 'Nothing special.',
      location: 'Library',
      status: 'Found',
      category: 'Electronics',
      ...fields,
    };
    const form = multipart(item);
    const res = await t.app.inject({
      method: id ? 'PUT' : 'POST',
      url: id ? `/api/v1/items/${id}` : '/api/v1/items',
      payload: form.payload,
      headers: { ...form.headers, ...auth(user) },
    });
    if (res.statusCode !== (id ? 200 : 201)) throw new Error(`item not saved: ${res.body}`);
    await idle();
    return res.json().item._id as string;
  };
  const alertsOf = async (user: TestUser) => {
    const res = await api(t.app, 'GET', '/notifications?limit=50', user);
    expect(res.status).toBe(200);
    return (res.body.data.notifications as Note[]).filter((n) => n.type === 'saved-search');
  };

  it('alerts the owner, live and in the list, when a new item fits: word starts, status, category', async () => {
    chargerSearch = await saveSearch(owner, {
      search: 'Lap Charg',
      status: 'Found',
      category: electronics.id,
    });
    const socket = await connect(url, { token: owner.token });
    const live = nextEvent(socket, 'newNotification', 5000);

    const id = await saveItem(poster, { title: 'Laptop charger (Dell)' });

    const message = `New item for your saved search "lap charg": "Laptop charger (Dell)"`;
    expect(await live).toMatchObject({ type: 'saved-search', message, itemId: id });
    expect(await alertsOf(owner)).toEqual([
      expect.objectContaining({ message, itemId: id, link: `/items/${id}` }),
    ]);
    expect(await alertsOf(poster)).toEqual([]);
  });

  it('raises nothing for items that do not fit', async () => {
    // A word missing; a word in the middle of another; another status; another category.
    await saveItem(poster, { title: 'Laptop sleeve' });
    await saveItem(poster, { title: 'Overlap charger' });
    await saveItem(poster, { title: 'Laptop charger', status: 'Lost' });
    await saveItem(poster, { title: 'Laptop charger', category: 'Keys' });
    expect(await alertsOf(owner)).toHaveLength(1);
  });

  it('reads the description, the location and the category name too, without case or accents', async () => {
    await saveSearch(owner, { search: 'ÉLECTRO café' });
    const id = await saveItem(poster, {
      title: 'Headphones',
      location: 'Cafe Élise',
      status: 'Lost',
    });
    expect((await alertsOf(owner))[0]).toMatchObject({
      message: `New item for your saved search "électro café": "Headphones"`,
      itemId: id,
    });
  });

  it("never alerts about the owner's own item", async () => {
    const before = (await alertsOf(owner)).length;
    await saveItem(owner, { title: 'Laptop charger' });
    expect(await alertsOf(owner)).toHaveLength(before);
  });

  it('alerts once per item: editing it never alerts again, and an edit that makes it fit does', async () => {
    const [first] = (await alertsOf(owner)).slice(-1);
    const firstId = first.itemId!;
    await saveItem(
      poster,
      { title: 'Laptop charger (Dell)', description: 'Now with a cable.' },
      firstId,
    );
    await saveItem(poster, { title: 'Laptop charger, Dell' }, firstId);
    expect((await alertsOf(owner)).filter((n) => n.itemId === firstId)).toHaveLength(1);

    const count = (await alertsOf(owner)).length;
    const adapter = await saveItem(poster, { title: 'Dell power adapter' });
    expect(await alertsOf(owner)).toHaveLength(count);
    await saveItem(poster, { title: 'Dell laptop charger' }, adapter);
    const alerts = await alertsOf(owner);
    expect(alerts).toHaveLength(count + 1);
    expect(alerts[0]).toMatchObject({ itemId: adapter, link: `/items/${adapter}` });
  });

  it('alerts searches of a status and a category alone, named by them', async () => {
    const other = await createUser(t);
    await saveSearch(other, { status: 'Lost', category: keys.id });
    const id = await saveItem(poster, { title: 'Bike key', status: 'Lost', category: 'Keys' });
    await saveItem(poster, { title: 'Bike key', status: 'Found', category: 'Keys' });
    expect(await alertsOf(other)).toEqual([
      expect.objectContaining({
        message: `New item for your saved search "Lost, Keys": "Bike key"`,
        itemId: id,
      }),
    ]);
  });

  it('does not alert about items posted before the search was saved, even once edited', async () => {
    const late = await createUser(t);
    const id = await saveItem(poster, { title: 'Tablet stylus' });
    await saveSearch(late, { search: 'stylus' });
    await saveItem(poster, { title: 'Tablet stylus pen' }, id);
    expect(await alertsOf(late)).toEqual([]);
  });

  it('stops alerting once the saved search is deleted', async () => {
    const count = (await alertsOf(owner)).length;
    const res = await api(t.app, 'DELETE', `/saved-searches/${chargerSearch}`, owner);
    expect(res.status).toBe(200);
    await saveItem(poster, { title: 'Laptop charger USB-C' });
    expect(await alertsOf(owner)).toHaveLength(count);
  });
});
