import { createTestApp, type TestApp } from '../../test/testApp';
import { createUser, type TestUser } from '../../test/fixtures';
import { auditRows } from '../../test/adminFixtures';
import { placeDirectory } from './placeDirectory';

type PlaceOut = { _id: string; name: string; aliases: string[]; updatedAt: string };

describe('campus places over HTTP (docs/product.md#places)', () => {
  let t: TestApp;
  let admin: TestUser;
  let student: TestUser;
  let keeper: TestUser;

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
  const create = async (name: string, aliases: string[]): Promise<PlaceOut> => {
    const res = await call(admin, 'POST', '/admin/places', { name, aliases });
    expect(res.statusCode).toBe(201);
    return res.json().place;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app.ctx.db, { role: 'admin', name: 'Admin' });
    student = await createUser(t.app.ctx.db, { name: 'Sam' });
    keeper = await createUser(t.app.ctx.db, { role: 'keeper', name: 'Kim' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a place with trimmed aliases, once each, and audits it', async () => {
    const res = await call(admin, 'POST', '/admin/places', {
      name: '  Engineering Building ',
      aliases: ['EB', ' Eng building', 'eng. BUILDING', 'engineering building', 'eb'],
    });
    expect(res.statusCode).toBe(201);
    const { place, message } = res.json();
    expect(message).toBe('Place created successfully.');
    expect(place).toEqual({
      _id: expect.any(String),
      name: 'Engineering Building',
      aliases: ['EB', 'Eng building'],
      updatedAt: expect.any(String),
    });
    const [row] = await auditRows(t.app.ctx.db, place._id);
    expect(row).toMatchObject({ action: 'place.create', actor_id: admin.id, target_type: 'place' });
    expect(row.before_json).toBeNull();
    expect(JSON.parse(row.after_json!)).toEqual({
      name: 'Engineering Building',
      aliases: ['EB', 'Eng building'],
    });
  });

  it('lists places by name for everyone, visitors included', async () => {
    await create('Main Library', ['Library', 'Lib']);
    const res = await call(null, 'GET', '/places');
    expect(res.statusCode).toBe(200);
    expect(res.json().places.map((p: PlaceOut) => [p.name, p.aliases])).toEqual([
      ['Engineering Building', ['EB', 'Eng building']],
      ['Main Library', ['Library', 'Lib']],
    ]);
  });

  it('lets only admins write: 401 without a session, 403 for students and keepers', async () => {
    const [place] = (await call(null, 'GET', '/places')).json().places as PlaceOut[];
    const body = { name: 'Gym', aliases: [] };
    for (const [who, status] of [
      [null, 401],
      [student, 403],
      [keeper, 403],
    ] as const) {
      expect((await call(who, 'POST', '/admin/places', body)).statusCode).toBe(status);
      expect((await call(who, 'PUT', `/admin/places/${place._id}`, body)).statusCode).toBe(status);
      expect((await call(who, 'DELETE', `/admin/places/${place._id}`)).statusCode).toBe(status);
    }
    expect((await call(student, 'POST', '/admin/places', body)).json()).toEqual({
      message: 'Admin access required.',
      code: 'FORBIDDEN',
    });
    expect((await call(null, 'GET', '/places')).json().places).toHaveLength(2);
  });

  it('refuses what breaks the limits with 400 VALIDATION_ERROR', async () => {
    const cases: [object, string][] = [
      [{ name: 'x'.repeat(81), aliases: [] }, 'name'],
      [{ name: 'Gym', aliases: Array.from({ length: 21 }, (_, i) => `g${i}`) }, 'aliases'],
      [{ name: 'Gym', aliases: ['y'.repeat(41)] }, 'aliases'],
      [{ name: '', aliases: [] }, 'name'],
      [{ name: '   ', aliases: [] }, 'name'],
      [{ name: '...', aliases: [] }, 'name'],
      [{ name: 'Gym', aliases: ['--'] }, 'aliases'],
      [{ name: 'Gym' }, 'aliases'],
    ];
    for (const [body, field] of cases) {
      const res = await call(admin, 'POST', '/admin/places', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(res.json().details)).toContain(field);
    }
    // At the limits exactly it is accepted.
    const full = await call(admin, 'POST', '/admin/places', {
      name: 'N'.repeat(80),
      aliases: Array.from({ length: 20 }, (_, i) => `${'a'.repeat(38)}${i}`.slice(-40)),
    });
    expect(full.statusCode).toBe(201);
    expect(full.json().place.aliases).toHaveLength(20);
    expect((await call(admin, 'DELETE', `/admin/places/${full.json().place._id}`)).statusCode).toBe(
      200,
    );
  });

  it('gives a name or alias to one place only: 409 naming the word and its place', async () => {
    const gym = await create('Sports Centre', ['Gym']);
    const taken = await call(admin, 'POST', '/admin/places', {
      name: 'Fitness Suite',
      aliases: ['GYM!'],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'CONFLICT',
      message:
        '"GYM!" is already a name or alias of Sports Centre. A name or alias belongs to one place only.',
    });
    // Another place's name, case and punctuation aside, on create and on edit.
    const name = await call(admin, 'POST', '/admin/places', { name: 'main-library', aliases: [] });
    expect(name.statusCode).toBe(409);
    expect(name.json().message).toContain('of Main Library');
    const edit = await call(admin, 'PUT', `/admin/places/${gym._id}`, {
      name: 'Sports Centre',
      aliases: ['Gym', 'EB'],
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toContain(
      '"EB" is already a name or alias of Engineering Building',
    );
    // Its own words are its own: renaming to an alias of itself is fine.
    const own = await call(admin, 'PUT', `/admin/places/${gym._id}`, {
      name: 'gym',
      aliases: ['Sports Centre'],
    });
    expect(own.statusCode).toBe(200);
  });

  it('edits the name and aliases, auditing only what changed', async () => {
    const place = await create('Student Union', ['SU']);
    const res = await call(admin, 'PUT', `/admin/places/${place._id}`, {
      name: 'Student Union',
      aliases: ['SU', 'Union', 'The Hub'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().place).toMatchObject({
      name: 'Student Union',
      aliases: ['SU', 'Union', 'The Hub'],
    });
    const rows = await auditRows(t.app.ctx.db, place._id);
    expect(rows.map((r) => r.action)).toEqual(['place.create', 'place.update']);
    expect(JSON.parse(rows[1].before_json!)).toEqual({ aliases: ['SU'] });
    expect(JSON.parse(rows[1].after_json!)).toEqual({ aliases: ['SU', 'Union', 'The Hub'] });

    const missing = await call(admin, 'PUT', '/admin/places/nope', { name: 'X', aliases: [] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Place not found.', code: 'NOT_FOUND' });
  });

  it('deletes a place, freeing its words, and audits it', async () => {
    const place = await create('Old Annex', ['Annex', 'OA']);
    const res = await call(admin, 'DELETE', `/admin/places/${place._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Place deleted successfully.',
      place: { name: 'Old Annex' },
    });
    const rows = await auditRows(t.app.ctx.db, place._id);
    expect(rows.map((r) => r.action)).toEqual(['place.create', 'place.delete']);
    expect(JSON.parse(rows[1].before_json!)).toEqual({
      name: 'Old Annex',
      aliases: ['Annex', 'OA'],
    });
    expect((await call(admin, 'DELETE', `/admin/places/${place._id}`)).statusCode).toBe(404);
    // The words are free again.
    await create('New Annex', ['Annex']);
  });

  it('keeps the directory fresh: an admin write is seen at the next call', async () => {
    const before = await placeDirectory(t.app.ctx);
    expect(await placeDirectory(t.app.ctx)).toBe(before);
    expect(before.resolvePlace('left it in room 104, EB')).toEqual({
      id: expect.any(String),
      name: 'Engineering Building',
    });
    expect(before.resolvePlace('Hydro flask by the lockers')).toBeNull();
    const place = await create('Locker Hall', ['Lockers']);
    const after = await placeDirectory(t.app.ctx);
    expect(after).not.toBe(before);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.resolvePlace('Hydro flask by the lockers')).toEqual({
      id: place._id,
      name: 'Locker Hall',
    });
    expect(after.entries).toContainEqual({ name: 'Locker Hall', aliases: ['Lockers'] });
  });
});
