import { createTestApp, type TestApp } from '../../test/testApp';
import {
  auth,
  createCategory,
  createItem,
  createUser,
  multipart,
  notificationsOf,
  sendItemForm,
  type TestUser,
} from '../../test/fixtures';
import { closeSockets, connect, nextEvent } from '../../test/realtimeFixtures';
import { countItems } from '../../test/uploads';

type Link = { _id: string; reference: string; title: string; status: string };
type HistoryEvent = { action: string; details: string; link?: Link | null };
type Match = { item: { _id: string }; score: number; reasons: string[] };

describe('items: "I found this" on a Lost report (docs/product.md#i-found-this)', () => {
  let t: TestApp;
  let url: string;
  let owner: TestUser;
  let finder: TestUser;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    url = await t.listen();
    owner = await createUser(t, { name: 'Olive Owner' });
    finder = await createUser(t, { name: 'Finn Finder' });
    categoryId = (await createCategory(t, { name: 'Water Bottles' })).id;
  });
  afterAll(async () => {
    closeSockets();
    await t.close();
  });

  const idle = () => t.app.ctx.worker.idle();
  const lostReport = (title = 'Blue Hydro Flask water bottle') =>
    createItem(t, {
      postedBy: owner.id,
      categoryId,
      title,
      description: '32 oz Hydro Flask, navy blue, with a mountain sticker.',
      location: 'Campus gym',
    });
  const form = (foundFor: string | undefined, fields: Record<string, string> = {}) => ({
    title: 'Grey thermos',
    description: 'A plain grey thermos, no stickers.',
    category: 'Water Bottles',
    status: 'Found',
    location: 'Chemistry lab',
    ...(foundFor === undefined ? {} : { foundFor }),
    ...fields,
  });
  const post = (user: TestUser, fields: Record<string, string>) =>
    sendItemForm(t, user, multipart(fields));
  const get = async (path: string, user: TestUser) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/items/${path}`,
      headers: auth(user),
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const history = async (id: string, user: TestUser) =>
    (await get(`${id}/history`, user)).events as HistoryEvent[];
  const matches = async (id: string, user: TestUser) =>
    (await get(`${id}/matches`, user)).matches as Match[];
  const ownerAlerts = async () =>
    (await notificationsOf(t, owner.id)).filter((n) => n.type === 'match');

  it('links the Found item to the report, matches them at once and tells the owner live', async () => {
    const reportId = await lostReport();
    const report = (await get(reportId, owner)).item;
    const before = (await ownerAlerts()).length;
    const socket = await connect(url, { token: owner.token });
    const live = nextEvent(socket, 'newNotification', 5000);

    const res = await post(finder, form(reportId));
    expect(res.statusCode).toBe(201);
    const found = res.json().item;
    expect(found).toMatchObject({
      status: 'Found',
      postedBy: { _id: finder.id, name: 'Finn Finder' },
      foundFor: {
        _id: reportId,
        reference: report.reference,
        title: 'Blue Hydro Flask water bottle',
        status: 'Lost',
      },
    });

    // Before any job runs: the match is listed and the owner already told.
    const message = `Someone found your lost "Blue Hydro Flask water bottle": see ${found.reference}`;
    expect(await live).toMatchObject({
      type: 'match',
      message,
      itemId: found._id,
      link: `/items/${found._id}`,
    });
    expect(await matches(reportId, owner)).toEqual([
      expect.objectContaining({
        item: expect.objectContaining({ _id: found._id }),
        score: 1,
        reasons: ['Posted for this report'],
      }),
    ]);

    expect((await history(found._id, finder)).find((e) => e.action === 'found-for')).toEqual(
      expect.objectContaining({
        details: 'Posted for the lost report',
        link: { _id: reportId, reference: report.reference, title: report.title, status: 'Lost' },
      }),
    );
    expect((await history(reportId, owner)).find((e) => e.action === 'found-for')).toEqual(
      expect.objectContaining({
        details: 'Someone posted a Found item for it',
        link: {
          _id: found._id,
          reference: found.reference,
          title: 'Grey thermos',
          status: 'Found',
        },
      }),
    );

    // The scorer's run for the new item neither drops the pair (the texts share little) nor
    // alerts a second time.
    await idle();
    expect(await matches(reportId, owner)).toEqual([
      expect.objectContaining({ score: 1, reasons: ['Posted for this report'] }),
    ]);
    expect(await ownerAlerts()).toHaveLength(before + 1);
    expect((await get(found._id, owner)).item.foundFor._id).toBe(reportId);
  });

  it('alerts once even when the scorer finds the pair strong, and keeps it through edits', async () => {
    const reportId = await lostReport('Navy Hydro Flask bottle');
    const before = (await ownerAlerts()).length;
    const res = await post(
      finder,
      form(reportId, {
        title: 'Navy Hydro Flask bottle',
        description: '32 oz Hydro Flask, navy blue, with a mountain sticker.',
        location: 'Campus gym',
      }),
    );
    expect(res.statusCode).toBe(201);
    const foundId = res.json().item._id as string;
    await idle();
    expect(await ownerAlerts()).toHaveLength(before + 1);

    // The owner edits the report: its own match run keeps the pair at full score.
    const edit = await sendItemForm(
      t,
      owner,
      multipart({
        title: 'Navy Hydro Flask bottle',
        description: 'Lost after practice, a scratched lid.',
        category: 'Water Bottles',
        status: 'Lost',
        location: 'Sports hall',
      }),
      'PUT',
      `/api/v1/items/${reportId}`,
    );
    expect(edit.statusCode).toBe(200);
    await idle();
    const listed = await matches(reportId, owner);
    expect(listed.find((m) => m.item._id === foundId)).toMatchObject({
      score: 1,
      reasons: ['Posted for this report'],
    });
    expect(await ownerAlerts()).toHaveLength(before + 1);
  });

  it('drops the pair when the Found item is edited to Lost', async () => {
    const reportId = await lostReport();
    const res = await post(finder, form(reportId));
    const foundId = res.json().item._id as string;
    await idle();
    const edit = await sendItemForm(
      t,
      finder,
      multipart(form(undefined, { status: 'Lost' })),
      'PUT',
      `/api/v1/items/${foundId}`,
    );
    expect(edit.statusCode).toBe(200);
    await idle();
    expect((await matches(reportId, owner)).map((m) => m.item._id)).not.toContain(foundId);
  });

  it('accepts foundFor only on a Found item', async () => {
    const reportId = await lostReport();
    const res = await post(finder, form(reportId, { status: 'Lost' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it("refuses (409) one's own report, and a report that is missing, inactive, closed, claimed or Found", async () => {
    const own = await lostReport();
    const inactive = await createItem(t, { postedBy: owner.id, categoryId, isActive: false });
    const claimed = await createItem(t, { postedBy: owner.id, categoryId, status: 'Claimed' });
    const foundItem = await createItem(t, { postedBy: owner.id, categoryId, status: 'Found' });
    const closed = await lostReport();
    await t.app.ctx.db
      .updateTable('items')
      .set({ closed_reason: 'no-longer-looking', closed_at: new Date().toISOString() })
      .where('id', '=', closed)
      .execute();
    const items = await countItems(t.app.ctx.db);
    const alerts = (await ownerAlerts()).length;

    const mine = await post(owner, form(own));
    expect(mine.statusCode).toBe(409);
    expect(mine.json()).toEqual({
      code: 'CONFLICT',
      message: 'This is your own lost report: someone else has to post the item they found.',
    });
    for (const id of ['no-such-report', inactive, claimed, foundItem, closed]) {
      const res = await post(finder, form(id));
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('CONFLICT');
    }
    expect(await countItems(t.app.ctx.db)).toBe(items);
    expect(await ownerAlerts()).toHaveLength(alerts);
  });

  it('names the report only to those who could still open it (deleted, or no longer looking)', async () => {
    const admin = await createUser(t, { role: 'admin', name: 'Ada Admin' });
    const send = (
      method: 'GET' | 'POST' | 'DELETE',
      path: string,
      user?: TestUser,
      payload?: object,
    ) =>
      t.app.inject({
        method,
        url: `/api/v1${path}`,
        headers: user ? auth(user) : {},
        ...(payload ? { payload } : {}),
      });
    const deleted = await lostReport('Red umbrella with a duck handle');
    const givenUp = await lostReport('Green scarf, hand-knitted');
    const ends: [string, () => Promise<{ statusCode: number }>][] = [
      [deleted, () => send('DELETE', `/items/${deleted}`, owner)],
      [
        givenUp,
        () => send('POST', `/items/${givenUp}/close`, owner, { reason: 'no-longer-looking' }),
      ],
    ];
    for (const [reportId, end] of ends) {
      const found = (await post(finder, form(reportId))).json().item;
      expect((await end()).statusCode).toBe(200);
      // The report answers 404 to the finder and to a visitor; so does its link.
      expect((await send('GET', `/items/${reportId}`, finder)).statusCode).toBe(404);
      expect((await get(found._id, finder)).item.foundFor).toBeNull();
      const visitor = await send('GET', `/items/${found._id}`);
      expect(visitor.json().item.foundFor).toBeNull();
      const mine = await send('GET', '/users/me/items', finder);
      const listed = mine.json().items.find((i: { _id: string }) => i._id === found._id);
      expect(listed.foundFor).toBeNull();
      const event = (await history(found._id, finder)).find((e) => e.action === 'found-for');
      expect(event).toMatchObject({ details: 'Posted for the lost report', link: null });
      expect(JSON.stringify([visitor.json(), mine.json()])).not.toContain(found.foundFor.title);
      // Its poster and admins still open it, and still see the link.
      for (const reader of [owner, admin]) {
        expect((await get(found._id, reader)).item.foundFor).toMatchObject({ _id: reportId });
      }
    }
  });

  it('posts a plain Found item without foundFor, as before', async () => {
    const res = await post(finder, form(undefined));
    expect(res.statusCode).toBe(201);
    expect(res.json().item.foundFor).toBeNull();
  });
});
