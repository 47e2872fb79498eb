import { createTestApp, type TestApp } from '../../../test/testApp';
import {
  auth,
  createCast,
  createCategory,
  createItem,
  multipart,
  type TestUser,
} from '../../../test/fixtures';

type Event = {
  at: string;
  actor: { _id: string; name: string } | null;
  action: string;
  details: string;
};

// Claim review events belong to the claims part (docs/product.md#claims); this suite checks the rest.
const CLAIM_ACTIONS = ['claim-submitted', 'claimed', 'claim-declined', 'claim-approved'];

const form = {
  title: 'Black phone',
  description: 'Cracked screen, blue case',
  category: 'Phones',
  status: 'Found',
  location: 'Library, 2nd floor',
};

describe('items: history, the chain of custody (docs/product.md#references-storage-and-custody)', () => {
  let t: TestApp;
  let poster: TestUser;
  let claimant: TestUser;
  let keeper: TestUser;
  let otherKeeper: TestUser;
  let admin: TestUser;
  let stranger: TestUser;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ poster, claimant, keeper, otherKeeper, admin, stranger } = await createCast(t));
    categoryId = (await createCategory(t, { name: 'Phones' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: auth(user),
      ...(payload ? { payload } : {}),
    });
  const withForm = (method: 'POST' | 'PUT', url: string, user: TestUser, fields: object) => {
    const m = multipart(fields as Record<string, string>);
    return t.app.inject({
      method,
      url: `/api/v1${url}`,
      payload: m.payload,
      headers: { ...m.headers, ...auth(user) },
    });
  };
  const history = (id: string, user: TestUser | null) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/items/${id}/history`,
      headers: user ? auth(user) : {},
    });
  const eventsOf = async (id: string, user: TestUser = admin): Promise<Event[]> => {
    const res = await history(id, user);
    expect(res.statusCode).toBe(200);
    return (res.json().events as Event[]).filter((e) => !CLAIM_ACTIONS.includes(e.action));
  };

  it('records every step of an item, in order, with who did it', async () => {
    const posted = await withForm('POST', '/items', poster, form);
    expect(posted.statusCode).toBe(201);
    const id: string = posted.json().item._id;
    const ok = (res: { statusCode: number }) => expect(res.statusCode).toBe(200);
    ok(await withForm('PUT', `/items/${id}`, poster, { ...form, title: 'Black iPhone' }));
    ok(await send('POST', `/items/${id}/assign-keeper`, keeper, {}));
    ok(await send('PUT', `/items/${id}/storage`, keeper, { storageLocation: 'Desk B3' }));
    ok(await send('POST', `/items/${id}/claim`, claimant));
    const generated = await send('POST', `/items/${id}/generate-otp`, keeper);
    ok(generated);
    const otp: string = generated.json().otp;
    ok(await send('POST', `/items/${id}/verify-otp`, claimant, { otp }));
    ok(await send('DELETE', `/items/${id}`, poster));
    ok(await send('PUT', `/admin/items/${id}/activate`, admin));

    const events = await eventsOf(id);
    expect(events.map((e) => [e.action, e.actor?.name ?? null, e.details])).toEqual([
      ['posted', 'Pat Poster', 'Found'],
      ['edited', 'Pat Poster', 'title'],
      ['keeper-assigned', 'Kim Keeper', 'Kim Keeper'],
      ['stored', 'Kim Keeper', 'Desk B3'],
      ['code-generated', 'Kim Keeper', ''],
      ['returned', 'Claire Claimant', ''],
      ['deactivated', 'Pat Poster', ''],
      ['reactivated', 'Ada Admin', ''],
    ]);
    expect(events[0]!.actor).toEqual({ _id: poster.id, name: 'Pat Poster' });
    const times = events.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // The hand-over code itself never reaches the history.
    expect(JSON.stringify(events)).not.toContain(otp);
  });

  it('names the changed fields of an edit and records nothing for an edit that changes nothing', async () => {
    const id = await createItem(t, { postedBy: poster.id, categoryId, status: 'Found' });
    const item = (await t.app.inject({ method: 'GET', url: `/api/v1/items/${id}` })).json().item;
    const same = {
      title: item.title,
      description: item.description,
      category: 'Phones',
      status: 'Found',
      location: item.location,
    };
    expect((await withForm('PUT', `/items/${id}`, poster, same)).statusCode).toBe(200);
    const changed = { ...same, location: 'Gym', status: 'Returned', description: 'Other' };
    expect((await withForm('PUT', `/items/${id}`, admin, changed)).statusCode).toBe(200);
    const events = await eventsOf(id);
    expect(events.map((e) => [e.action, e.details])).toEqual([
      ['posted', ''],
      ['edited', 'description, location, status Found → Returned'],
    ]);
  });

  it('starts the history of an item posted before it existed with its post', async () => {
    const createdAt = '2025-01-05T09:30:00.000Z';
    const id = await createItem(t, { postedBy: poster.id, categoryId, createdAt });
    const res = await history(id, poster);
    expect(res.json()).toEqual({
      events: [
        {
          at: createdAt,
          actor: { _id: poster.id, name: 'Pat Poster' },
          action: 'posted',
          details: '',
          link: null,
        },
      ],
    });
  });

  it('is read by the poster, the claimant, the item keeper and admins only', async () => {
    const id = await createItem(t, {
      postedBy: poster.id,
      categoryId,
      status: 'Claimed',
      claimedById: claimant.id,
      keeperId: keeper.id,
    });
    for (const user of [poster, claimant, keeper, admin]) {
      expect((await history(id, user)).statusCode).toBe(200);
    }
    for (const user of [stranger, otherKeeper]) {
      const res = await history(id, user);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await history(id, null)).statusCode).toBe(401);
    expect((await history('missing', admin)).statusCode).toBe(404);
    // A hidden item: its own people still read it, for everyone else it does not exist.
    const hidden = await createItem(t, {
      postedBy: poster.id,
      categoryId,
      keeperId: keeper.id,
      isActive: false,
    });
    expect((await history(hidden, keeper)).statusCode).toBe(200);
    expect((await history(hidden, stranger)).statusCode).toBe(404);
  });

  it('lists repeated changes in the order they happened', async () => {
    const id = await createItem(t, { postedBy: poster.id, categoryId, keeperId: keeper.id });
    for (const place of ['Shelf 1', 'Shelf 2', 'Shelf 3', 'Shelf 4']) {
      await send('PUT', `/items/${id}/storage`, keeper, { storageLocation: place });
    }
    const events = await eventsOf(id, keeper);
    expect(events.map((e) => e.details)).toEqual(['', 'Shelf 1', 'Shelf 2', 'Shelf 3', 'Shelf 4']);
  });
});
