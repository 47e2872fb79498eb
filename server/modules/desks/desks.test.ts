import { createTestApp, type TestApp } from '../../test/testApp';
import { createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';
import { auditRows } from '../../test/adminFixtures';

type DeskOut = {
  _id: string;
  name: string;
  place: string;
  hours: string;
  contact: string;
  keepers: { _id: string; name: string }[];
  storagePlaces: string[];
  itemCount: number;
  mine: boolean;
};

describe('desks over HTTP (docs/product.md#desks)', () => {
  let t: TestApp;
  let admin: TestUser;
  let student: TestUser;
  let keeper: TestUser;
  let retired: TestUser;
  let categoryId: string;

  const call = (
    as: TestUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: as ? { authorization: as.token } : {},
      ...(payload ? { payload } : {}),
    });
  const body = (over: object = {}) => ({
    name: 'Library desk',
    place: 'Library, ground floor',
    hours: 'Mon-Fri 9:00-17:00',
    contact: 'library@campus.test',
    keeperIds: [] as string[],
    storagePlaces: [] as string[],
    ...over,
  });
  const create = async (over: object = {}): Promise<DeskOut> => {
    const res = await call(admin, 'POST', '/admin/desks', body(over));
    expect(res.statusCode).toBe(201);
    return res.json().desk;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin', name: 'Admin' });
    student = await createUser(t, { name: 'Sam' });
    keeper = await createUser(t, { role: 'keeper', name: 'Kim' });
    retired = await createUser(t, { role: 'keeper', name: 'Rex', isActive: false });
    categoryId = (await createCategory(t, { name: 'Bags' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a desk with trimmed texts and storage places kept once, and audits it', async () => {
    const res = await call(
      admin,
      'POST',
      '/admin/desks',
      body({
        name: '  Library desk ',
        keeperIds: [keeper.id],
        storagePlaces: ['Shelf A', ' Bin 3 ', 'shelf a', 'Bin 3', 'Shelf B'],
      }),
    );
    expect(res.statusCode).toBe(201);
    const { desk, message } = res.json();
    expect(message).toBe('Desk created successfully.');
    expect(desk).toEqual({
      _id: expect.any(String),
      name: 'Library desk',
      place: 'Library, ground floor',
      hours: 'Mon-Fri 9:00-17:00',
      contact: 'library@campus.test',
      keepers: [{ _id: keeper.id, name: 'Kim' }],
      storagePlaces: ['Shelf A', 'Bin 3', 'Shelf B'],
      itemCount: 0,
      mine: false,
    });
    const [row] = await auditRows(t.app.ctx.db, desk._id);
    expect(row).toMatchObject({ action: 'desk.create', actor_id: admin.id, target_type: 'desk' });
    expect(JSON.parse(row.after_json!)).toMatchObject({
      name: 'Library desk',
      keeperIds: [keeper.id],
      storagePlaces: ['Shelf A', 'Bin 3', 'Shelf B'],
    });
  });

  it('shows everyone the desks without their storage places or keepers', async () => {
    const res = await call(null, 'GET', '/desks');
    expect(res.statusCode).toBe(200);
    expect(res.json().desks).toEqual([
      {
        _id: expect.any(String),
        name: 'Library desk',
        place: 'Library, ground floor',
        hours: 'Mon-Fri 9:00-17:00',
        contact: 'library@campus.test',
      },
    ]);
    expect(res.body).not.toContain('Shelf A');
    expect(res.body).not.toContain('Kim');
  });

  it('shows keepers and admins the office view, marking the caller’s own desks', async () => {
    expect((await call(null, 'GET', '/office/desks')).statusCode).toBe(401);
    expect((await call(student, 'GET', '/office/desks')).statusCode).toBe(403);
    const mine = (await call(keeper, 'GET', '/office/desks')).json().desks as DeskOut[];
    expect(mine.map((d) => [d.name, d.mine, d.storagePlaces])).toEqual([
      ['Library desk', true, ['Shelf A', 'Bin 3', 'Shelf B']],
    ]);
    const adminView = (await call(admin, 'GET', '/office/desks')).json().desks as DeskOut[];
    expect(adminView[0].mine).toBe(false);
  });

  it('lets only admins write: 401 without a session, 403 for students and keepers', async () => {
    const [desk] = (await call(null, 'GET', '/desks')).json().desks as DeskOut[];
    for (const [who, status] of [
      [null, 401],
      [student, 403],
      [keeper, 403],
    ] as const) {
      expect((await call(who, 'POST', '/admin/desks', body({ name: 'X' }))).statusCode).toBe(
        status,
      );
      expect((await call(who, 'PUT', `/admin/desks/${desk._id}`, body())).statusCode).toBe(status);
      expect((await call(who, 'DELETE', `/admin/desks/${desk._id}`)).statusCode).toBe(status);
      expect(
        (
          await call(who, 'PUT', '/admin/settings/campus', {
            campusName: 'X',
            privacyContact: 'p@x.test',
            accessibilityContact: 'a@x.test',
          })
        ).statusCode,
      ).toBe(status);
    }
  });

  it('refuses blank or too long fields with 400 VALIDATION_ERROR', async () => {
    const cases: [object, string][] = [
      [body({ name: '' }), 'name'],
      [body({ name: '   ' }), 'name'],
      [body({ name: 'n'.repeat(81) }), 'name'],
      [body({ place: '  ' }), 'place'],
      [body({ hours: '' }), 'hours'],
      [body({ contact: ' ' }), 'contact'],
      [body({ storagePlaces: ['  '] }), 'storagePlaces'],
      [body({ storagePlaces: ['s'.repeat(81)] }), 'storagePlaces'],
      [body({ keeperIds: [keeper.id, keeper.id] }), 'keeperIds'],
      [{ name: 'Gym desk', place: 'Gym', hours: '9-5', contact: 'c' }, 'keeperIds'],
    ];
    for (const [payload, field] of cases) {
      const res = await call(admin, 'POST', '/admin/desks', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(res.json().details)).toContain(field);
    }
  });

  it('refuses a taken name (case aside) and keepers that are not active keepers with 409', async () => {
    const taken = await call(admin, 'POST', '/admin/desks', body({ name: 'LIBRARY DESK' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'CONFLICT',
      message: 'Another desk is already called "Library desk".',
    });
    for (const keeperId of [student.id, retired.id, admin.id, 'nobody']) {
      const res = await call(
        admin,
        'POST',
        '/admin/desks',
        body({ name: 'Gym desk', keeperIds: [keeperId] }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Each keeper of a desk must be an active keeper account.');
    }
    const security = await create({ name: 'Security office' });
    const rename = await call(
      admin,
      'PUT',
      `/admin/desks/${security._id}`,
      body({ name: 'library desk' }),
    );
    expect(rename.statusCode).toBe(409);
    // Its own name, in another case, is its own.
    const own = await call(
      admin,
      'PUT',
      `/admin/desks/${security._id}`,
      body({ name: 'SECURITY office' }),
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().desk.name).toBe('SECURITY office');
  });

  it('replaces the details, keepers and storage places, auditing only what changed', async () => {
    const desk = await create({ name: 'Residence office', storagePlaces: ['Box 1'] });
    const res = await call(
      admin,
      'PUT',
      `/admin/desks/${desk._id}`,
      body({ name: 'Residence office', keeperIds: [keeper.id], storagePlaces: ['Box 2', 'Box 1'] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Desk updated successfully.',
      desk: { keepers: [{ _id: keeper.id }], storagePlaces: ['Box 2', 'Box 1'] },
    });
    const rows = await auditRows(t.app.ctx.db, desk._id);
    expect(rows.map((r) => r.action)).toEqual(['desk.create', 'desk.update']);
    expect(JSON.parse(rows[1].before_json!)).toEqual({ keeperIds: [], storagePlaces: ['Box 1'] });
    expect(JSON.parse(rows[1].after_json!)).toEqual({
      keeperIds: [keeper.id],
      storagePlaces: ['Box 2', 'Box 1'],
    });
    const missing = await call(admin, 'PUT', '/admin/desks/nope', body({ name: 'Z' }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Desk not found.', code: 'NOT_FOUND' });
  });

  it('counts the items in custody and refuses to delete a desk that holds any', async () => {
    const desk = await create({ name: 'Sports centre desk' });
    const at = async (opts: {
      status: 'Found' | 'Claimed' | 'Returned' | 'Lost';
      isActive?: boolean;
    }) => {
      const id = await createItem(t, { postedBy: student.id, categoryId, ...opts });
      await t.app.ctx.db
        .updateTable('items')
        .set({ desk_id: desk._id })
        .where('id', '=', id)
        .execute();
      return id;
    };
    const found = await at({ status: 'Found' });
    const claimed = await at({ status: 'Claimed' });
    await at({ status: 'Returned' });
    await at({ status: 'Found', isActive: false });
    const disposed = await at({ status: 'Found' });
    await t.app.ctx.db
      .updateTable('items')
      .set({ disposed_at: new Date().toISOString(), disposal_method: 'donated' })
      .where('id', '=', disposed)
      .execute();
    const office = (await call(admin, 'GET', '/office/desks')).json().desks as DeskOut[];
    expect(office.find((d) => d._id === desk._id)?.itemCount).toBe(2);

    const refused = await call(admin, 'DELETE', `/admin/desks/${desk._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('2 items are still at this desk; move them first.');
    await t.app.ctx.db
      .updateTable('items')
      .set({ desk_id: null })
      .where('id', '=', found)
      .execute();
    expect((await call(admin, 'DELETE', `/admin/desks/${desk._id}`)).json().message).toBe(
      '1 item is still at this desk; move them first.',
    );
    await t.app.ctx.db
      .updateTable('items')
      .set({ desk_id: null })
      .where('id', '=', claimed)
      .execute();

    const res = await call(admin, 'DELETE', `/admin/desks/${desk._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Desk deleted successfully.',
      desk: { name: 'Sports centre desk' },
    });
    const rows = await auditRows(t.app.ctx.db, desk._id);
    expect(rows.map((r) => r.action)).toEqual(['desk.create', 'desk.delete']);
    expect(JSON.parse(rows[1].before_json!)).toMatchObject({ name: 'Sports centre desk' });
    expect((await call(admin, 'DELETE', `/admin/desks/${desk._id}`)).statusCode).toBe(404);
  });

  it('shows a renamed desk on search pages at once (the change bumps the search version)', async () => {
    const desk = await create({ name: 'Gym desk', place: 'Gym', hours: '9-5' });
    const id = await createItem(t, {
      postedBy: student.id,
      categoryId,
      title: 'Squash racket with blue grip',
      status: 'Found',
    });
    await t.app.ctx.db
      .updateTable('items')
      .set({ desk_id: desk._id })
      .where('id', '=', id)
      .execute();
    const deskOnPage = async () => {
      const res = await call(null, 'GET', '/search/items/search?search=squash%20racket');
      expect(res.statusCode).toBe(200);
      return res.json().items.find((i: { _id: string }) => i._id === id)?.desk;
    };
    expect(await deskOnPage()).toMatchObject({ name: 'Gym desk', hours: '9-5' });
    const renamed = await call(admin, 'PUT', `/admin/desks/${desk._id}`, {
      ...body({ name: 'Sports hall desk', place: 'Sports hall', hours: '8-8' }),
    });
    expect(renamed.statusCode).toBe(200);
    expect(await deskOnPage()).toMatchObject({ name: 'Sports hall desk', hours: '8-8' });
  });
});
