import { createTestApp, type TestApp } from '../../test/testApp';
import {
  auth,
  createCast,
  createCategory,
  createDesk,
  createUser,
  multipart,
  type TestUser,
} from '../../test/fixtures';

jest.setTimeout(60_000);

type HistoryEvent = { action: string; details: string };

/**
 * Erasing someone who handed items in at a counter (docs/product.md#privacy): the items are
 * found by the contact the office noted, whatever name the keeper typed, and that name leaves
 * their histories too, at rest, including an event an older version stored with it.
 */
describe('erasing a walk-in finder', () => {
  let t: TestApp;
  let keeper: TestUser;
  let admin: TestUser;
  let ann: TestUser;
  let library: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ keeper, admin } = await createCast(t));
    ann = await createUser(t, { name: 'Ann Erase', email: 'ann.erase@campus.test' });
    await createCategory(t, { name: 'Umbrellas' });
    library = await createDesk(t, 'Library desk', [keeper.id]);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: auth(user), payload });
  const history = async (id: string) => {
    const res = await send('GET', `/items/${id}/history`, admin);
    expect(res.statusCode).toBe(200);
    return res.json().events as HistoryEvent[];
  };
  const storedDetails = async (id: string) =>
    (
      await t.app.ctx.db
        .selectFrom('item_events')
        .select('details')
        .where('item_id', '=', id)
        .execute()
    ).map((e) => e.details);

  it('clears the name the keeper typed from the items and their histories', async () => {
    const m = multipart({
      title: 'Green umbrella',
      description: 'Folding umbrella with a bamboo handle',
      category: 'Umbrellas',
      location: 'Sports hall',
      deskId: library,
      // Not the account's name, and the address in another case.
      finderName: 'Annie E.',
      finderContact: 'ANN.Erase@campus.test',
    });
    const intake = await t.app.inject({
      method: 'POST',
      url: '/api/v1/office/intake',
      payload: m.payload,
      headers: { ...m.headers, ...auth(keeper) },
    });
    expect(intake.statusCode).toBe(201);
    const id = intake.json().item._id as string;
    // The keeper's storage note quotes her; an older version stored her name in the event.
    const stored = await send('PUT', `/items/${id}/storage`, keeper, {
      storageLocation: 'Bin 4, Annie E. calls on Friday',
    });
    expect(stored.statusCode).toBe(200);
    await t.app.ctx.db
      .updateTable('item_events')
      .set({ details: 'Handed in by Annie E.' })
      .where('item_id', '=', id)
      .where('action', '=', 'handed-in')
      .execute();
    expect((await history(id)).map((e) => e.details)).toContain('Bin 4, Annie E. calls on Friday');

    const erased = await send('POST', `/admin/users/${ann.id}/erase`, admin, {});
    expect(erased.statusCode).toBe(200);

    const item = (await send('GET', `/items/${id}`, admin)).json().item;
    expect(item.finder).toBeNull();
    const events = await history(id);
    expect(events.find((e) => e.action === 'handed-in')?.details).toBe('Handed in at the counter');
    expect(events.find((e) => e.action === 'stored')?.details).toBe(
      'Bin 4, Deleted user calls on Friday',
    );
    for (const details of await storedDetails(id)) expect(details).not.toContain('Annie');
  });
});
