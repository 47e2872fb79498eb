import { openDatabase } from '../../db';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createUser, type TestUser } from '../../test/fixtures';
import { placeDirectory } from './placeDirectory';

/*
 * Two servers on one database (docs/product.md#places): each keeps its own directory, and an
 * admin's change on one is seen by the other at its next call, through places_version.
 */
describe('placeDirectory across servers', () => {
  let t: TestApp;
  let admin: TestUser;
  let other: ReturnType<typeof openDatabase>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app.ctx.db, { role: 'admin', name: 'Admin' });
    // A second connection to the same SQLite file or PostgreSQL schema: another instance.
    other = openDatabase(t.app.ctx.config);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('sees a place added, edited and deleted on another server', async () => {
    const elsewhere = { db: other.db };
    expect((await placeDirectory(elsewhere)).resolvePlace('EB lobby')).toBeNull();

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/places',
      headers: { authorization: admin.token },
      payload: { name: 'Engineering Building', aliases: ['EB'] },
    });
    const id = created.json().place._id as string;
    expect((await placeDirectory(elsewhere)).resolvePlace('EB lobby')).toEqual({
      id,
      name: 'Engineering Building',
    });

    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/places/${id}`,
      headers: { authorization: admin.token },
      payload: { name: 'Engineering Building', aliases: ['Eng bldg'] },
    });
    const edited = await placeDirectory(elsewhere);
    expect(edited.resolvePlace('EB lobby')).toBeNull();
    expect(edited.resolvePlace('eng. bldg, 2nd floor')?.name).toBe('Engineering Building');

    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/places/${id}`,
      headers: { authorization: admin.token },
    });
    expect((await placeDirectory(elsewhere)).places).toEqual([]);
  });
});
