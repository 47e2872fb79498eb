import { createTestApp, type TestApp } from '../../test/testApp';
import { auth, createCategory, createUser, type TestUser } from '../../test/fixtures';
import { closeSockets, connect, nextEvent } from '../../test/realtimeFixtures';
import {
  foundBottle,
  foundUmbrella,
  lostBottle,
  mailsTo,
  matchNotifications,
  saveItem,
} from './testHelpers';

type Match = { item: { _id: string; title: string }; score: number; reasons: string[] };

describe('matching: Lost reports and Found items (docs/product.md#matching)', () => {
  let t: TestApp;
  let url: string;
  let owner: TestUser;
  let finder: TestUser;
  let keeper: TestUser;
  let admin: TestUser;
  let stranger: TestUser;
  let lostId: string;
  let foundId: string;
  let umbrellaId: string;

  beforeAll(async () => {
    t = await createTestApp();
    url = await t.listen();
    owner = await createUser(t, { name: 'Olive Owner' });
    finder = await createUser(t, { name: 'Finn Finder' });
    keeper = await createUser(t, { name: 'Kim Keeper', role: 'keeper' });
    admin = await createUser(t, { role: 'admin' });
    stranger = await createUser(t);
    await createCategory(t, { name: 'Water Bottles' });
    await createCategory(t, { name: 'Other' });
  });
  afterAll(async () => {
    closeSockets();
    await t.close();
  });

  const matches = (user: TestUser | null, id: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/items/${id}/matches`,
      headers: user ? auth(user) : {},
    });
  const dismiss = (user: TestUser, id: string, matchId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/items/${id}/matches/${matchId}/dismiss`,
      headers: auth(user),
    });
  const listed = async (user: TestUser, id: string) => {
    const res = await matches(user, id);
    expect(res.statusCode).toBe(200);
    return res.json().matches as Match[];
  };
  const idle = () => t.app.ctx.worker.idle();

  it('alerts the owner of a Lost report, live, stored and by mail, when a Found item in other words matches', async () => {
    lostId = await saveItem(t.app, owner, lostBottle);
    await idle();
    const socket = await connect(url, { token: owner.token });
    const live = nextEvent(socket, 'newNotification', 5000);

    foundId = await saveItem(t.app, finder, foundBottle);
    await idle();

    const message = `Possible match for your lost item "${lostBottle.title}": "${foundBottle.title}"`;
    expect(await live).toMatchObject({
      type: 'match',
      message,
      itemId: foundId,
      link: `/items/${foundId}`,
    });
    expect(await matchNotifications(t.app, owner)).toEqual([
      expect.objectContaining({ message, itemId: foundId, link: `/items/${foundId}` }),
    ]);
    const mails = await mailsTo(t, owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(lostBottle.title);
    expect(mails[0].text).toContain(`${t.config.publicUrl}/items/${foundId}`);
    expect(mails[0].html).toContain(`href="${t.config.publicUrl}/items/${foundId}"`);
    // The finder posted the Found item: nobody alerts them.
    expect(await matchNotifications(t.app, finder)).toEqual([]);
  });

  it('never alerts twice for one pair, whichever item is edited', async () => {
    await saveItem(
      t.app,
      finder,
      { ...foundBottle, description: `${foundBottle.description} Left at the front desk.` },
      foundId,
    );
    await idle();
    await saveItem(t.app, owner, { ...lostBottle, location: 'Gym' }, lostId);
    await idle();

    expect(await matchNotifications(t.app, owner)).toHaveLength(1);
    expect(await mailsTo(t, owner.email)).toHaveLength(1);
    expect((await listed(owner, lostId)).map((m) => m.item._id)).toEqual([foundId]);
  });

  it('lists the match on both items, scored and explained', async () => {
    const [m] = await listed(owner, lostId);
    expect(m.item).toMatchObject({ _id: foundId, title: foundBottle.title, status: 'Found' });
    expect(m.score).toBeGreaterThan(0);
    expect(m.score).toBeLessThanOrEqual(1);
    expect(Math.round(m.score * 100) / 100).toBe(m.score);
    expect(m.reasons.length).toBeGreaterThan(0);
    expect((await listed(finder, foundId)).map((x) => x.item._id)).toEqual([lostId]);
  });

  it('leaves out items that share nothing', async () => {
    umbrellaId = await saveItem(t.app, finder, foundUmbrella);
    await idle();
    expect((await listed(owner, lostId)).map((m) => m.item._id)).not.toContain(umbrellaId);
    expect(await listed(finder, umbrellaId)).toEqual([]);
  });

  it('shows the list to the poster, the keeper and admins only', async () => {
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/v1/items/${lostId}/assign-keeper`,
      headers: auth(keeper),
      payload: {},
    });
    expect(assigned.statusCode).toBe(200);

    expect((await matches(owner, lostId)).statusCode).toBe(200);
    expect((await matches(keeper, lostId)).statusCode).toBe(200);
    expect((await matches(admin, lostId)).statusCode).toBe(200);
    expect((await matches(stranger, lostId)).statusCode).toBe(403);
    expect((await matches(null, lostId)).statusCode).toBe(401);
    expect((await matches(owner, 'no-such-item')).statusCode).toBe(404);
    expect((await dismiss(stranger, lostId, foundId)).statusCode).toBe(403);
  });

  it('"Not mine" hides a match from the item\'s list for good', async () => {
    expect((await dismiss(owner, lostId, umbrellaId)).statusCode).toBe(404);
    expect((await dismiss(owner, lostId, 'no-such-item')).statusCode).toBe(404);

    const res = await dismiss(owner, lostId, foundId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(await listed(owner, lostId)).toEqual([]);
    // Again: nothing changes.
    expect((await dismiss(owner, lostId, foundId)).statusCode).toBe(200);

    // Re-scored after an edit, it stays hidden (and still does not alert again).
    await saveItem(t.app, finder, { ...foundBottle, location: 'Gym lockers' }, foundId);
    await idle();
    expect(await listed(owner, lostId)).toEqual([]);
    expect(await matchNotifications(t.app, owner)).toHaveLength(1);
    // Hidden from the Lost report's list only.
    expect((await listed(finder, foundId)).map((m) => m.item._id)).toEqual([lostId]);
  });

  it('drops matches that are claimed, and answers 404 for a deleted item', async () => {
    const secondId = await saveItem(t.app, stranger, {
      ...foundBottle,
      title: 'Navy Hydro Flask bottle',
    });
    await idle();
    expect((await listed(owner, lostId)).map((m) => m.item._id)).toEqual([secondId]);

    const claim = await t.app.inject({
      method: 'POST',
      url: `/api/v1/items/${secondId}/claim`,
      headers: auth(owner),
    });
    expect(claim.statusCode).toBe(200);
    expect(await listed(owner, lostId)).toEqual([]);

    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/items/${lostId}`,
      headers: auth(owner),
    });
    expect(gone.statusCode).toBe(200);
    expect((await matches(owner, lostId)).statusCode).toBe(404);
    expect((await dismiss(owner, lostId, foundId)).statusCode).toBe(404);
  });
});
