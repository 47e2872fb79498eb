import { createTestApp, type TestApp } from '../../../test/testApp';
import {
  type TestUser,
  auth,
  createCast,
  createCategory,
  createDesk,
  createUser,
  multipart,
} from '../../../test/fixtures';

const form = {
  title: 'Blue water bottle',
  description: 'Steel bottle with stickers',
  category: 'Bottles',
  location: 'Gym entrance',
};

/** docs/product.md#walk-in-intake: POST /office/intake. */
describe('items: walk-in intake at the counter', () => {
  let t: TestApp;
  let keeper: TestUser;
  let otherKeeper: TestUser;
  let admin: TestUser;
  let stranger: TestUser;
  let finder: TestUser;
  let library: string;
  let security: string;

  const addDesk = (name: string, keepers: string[]) => createDesk(t, name, keepers);

  beforeAll(async () => {
    t = await createTestApp();
    ({ keeper, otherKeeper, admin, stranger } = await createCast(t));
    finder = await createUser(t, { name: 'Fay Finder', email: 'fay.finder@campus.test' });
    await createCategory(t, { name: 'Bottles' });
    library = await addDesk('Library desk', [keeper.id]);
    security = await addDesk('Security office', [otherKeeper.id]);
  });
  afterAll(async () => {
    await t.close();
  });

  const intake = (user: TestUser, fields: Record<string, string>) => {
    const m = multipart(fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/office/intake',
      payload: m.payload,
      headers: { ...m.headers, ...auth(user) },
    });
  };
  const history = async (id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/items/${id}/history`,
        headers: auth(admin),
      })
    ).json().events as { action: string; details: string; actor: { _id: string } }[];

  it('posts a Found item kept by the keeper at their desk, with the finder and its history', async () => {
    const res = await intake(keeper, {
      ...form,
      deskId: library,
      storageLocation: ' Shelf A ',
      finderName: 'Fay Finder',
      finderContact: 'Fay.Finder@Campus.test',
    });
    expect(res.statusCode).toBe(201);
    const item = res.json().item;
    expect(item).toMatchObject({
      title: form.title,
      status: 'Found',
      postedBy: { _id: keeper.id },
      keeperId: keeper.id,
      storageLocation: 'Shelf A',
      desk: { _id: library, name: 'Library desk' },
      finder: {
        name: 'Fay Finder',
        contact: 'Fay.Finder@Campus.test',
        notifyOnReturn: false,
        notifiedAt: null,
      },
    });
    expect((await history(item._id)).map((e) => [e.action, e.details, e.actor._id])).toEqual([
      ['posted', 'Found', keeper.id],
      ['handed-in', 'Handed in by Fay Finder at the Library desk', keeper.id],
    ]);
    // The finder is the office's to know.
    const publicView = await t.app.inject({
      method: 'GET',
      url: `/api/v1/items/${item._id}`,
      headers: auth(stranger),
    });
    expect(publicView.json().item.finder).toBeUndefined();
    expect(publicView.body).not.toContain('Fay.Finder');
  });

  it('says "Handed in at the <desk>" without a finder name; an admin may use any desk', async () => {
    const res = await intake(admin, { ...form, deskId: security });
    expect(res.statusCode).toBe(201);
    const item = res.json().item;
    expect(item).toMatchObject({ keeperId: admin.id, storageLocation: null, finder: null });
    expect((await history(item._id)).map((e) => e.details)).toEqual([
      'Found',
      'Handed in at the Security office',
    ]);
  });

  it('refuses other desks (403), unknown desks (404) and people who are not office staff (403)', async () => {
    expect((await intake(keeper, { ...form, deskId: security })).statusCode).toBe(403);
    expect((await intake(keeper, { ...form, deskId: 'nope' })).statusCode).toBe(404);
    expect((await intake(stranger, { ...form, deskId: library })).statusCode).toBe(403);
    expect((await intake(keeper, { ...form, title: '  ', deskId: library })).statusCode).toBe(400);
  });

  it("puts the handed-in items in the finder's export and clears the finder on erasure", async () => {
    const res = await intake(keeper, {
      ...form,
      deskId: library,
      finderName: 'Fay',
      finderContact: 'FAY.finder@campus.test',
    });
    const id = res.json().item._id;
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/export',
      headers: auth(finder),
    });
    expect(exported.statusCode).toBe(200);
    const handedIn = exported.json().handedInItems as { id: string; finderContact: string }[];
    expect(handedIn.map((i) => i.id)).toContain(id);
    expect(handedIn.find((i) => i.id === id)).toMatchObject({
      finderName: 'Fay',
      finderContact: 'FAY.finder@campus.test',
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/export',
      headers: auth(stranger),
    });
    expect(mine.json().handedInItems).toEqual([]);

    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${finder.id}/erase`,
      headers: auth(admin),
      payload: {},
    });
    expect(erased.statusCode).toBe(200);
    const rows = await t.app.ctx.db
      .selectFrom('items')
      .select(['finder_name', 'finder_contact'])
      .where('finder_contact', 'is not', null)
      .execute();
    expect(rows).toEqual([]);
  });
});
