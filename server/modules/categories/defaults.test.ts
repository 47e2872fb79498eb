import { createTestApp, type TestApp } from '../../test/testApp';
import { DEFAULT_CATEGORIES, ensureDefaultCategories } from './defaults';

describe('default categories', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('gives a new portal the usual categories, once', async () => {
    await ensureDefaultCategories(t.app.ctx);
    await ensureDefaultCategories(t.app.ctx);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/categories' });
    const names = res.json().categories.map((c: { name: string }) => c.name);
    expect([...names].sort()).toEqual([...DEFAULT_CATEGORIES].sort());
  });

  it('leaves an existing set of categories alone', async () => {
    await t.app.ctx.db
      .insertInto('categories')
      .values({
        id: 'c1',
        name: 'Umbrellas',
        name_key: 'umbrellas',
        description: '',
        is_active: 1,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    await ensureDefaultCategories(t.app.ctx);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/categories' });
    expect(res.json().categories.map((c: { name: string }) => c.name)).toEqual(['Umbrellas']);
  });
});
