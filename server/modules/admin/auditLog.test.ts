import { createTestApp, type TestApp } from '../../test/testApp';
import { auth, createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';
import { csvCell } from './auditCsv';

describe('audit log: labels, sentences, filters, CSV (docs/product.md#audit-log)', () => {
  let t: TestApp;
  let admin: TestUser;
  let other: TestUser;
  let bob: TestUser;
  let cardsId: string;
  let itemId: string;

  const as = (user: TestUser, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: auth(user), payload });
  const list = async (query = '') => (await as(admin, 'GET', `/admin/audit${query}`)).json();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin', name: 'Ada Admin', email: 'ada@campus.test' });
    other = await createUser(t, { role: 'admin', name: 'Otto Other', email: 'otto@campus.test' });
    bob = await createUser(t, { name: 'Bob', email: 'bob@campus.test' });
    cardsId = (await createCategory(t, { name: 'ID Cards' })).id;
    itemId = await createItem(t, { postedBy: bob.id, categoryId: cardsId, title: 'Student card' });
    await as(admin, 'PUT', `/categories/${cardsId}`, { retentionDays: 1 });
    await as(admin, 'PUT', `/categories/${cardsId}`, { name: '=Cards, "new"' });
    await as(other, 'PUT', `/admin/users/${bob.id}/activate`);
    await as(admin, 'PUT', `/admin/items/${itemId}/activate`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('labels each target and says the change in a sentence', async () => {
    const { entries } = await list();
    const reference = (await as(admin, 'GET', `/items/${itemId}`)).json().item.reference;
    expect(
      entries.map((e: { targetLabel: string; summary: string }) => [e.targetLabel, e.summary]),
    ).toEqual([
      [`Student card (${reference})`, 'Deactivated'],
      ['Bob <bob@campus.test>', 'Deactivated'],
      ['=Cards, "new"', 'Renamed: ID Cards → =Cards, "new"'],
      ['=Cards, "new"', 'Retention of =Cards, "new": 90 → 1 day'],
    ]);
  });

  it('says "(deleted)" for a target that is gone', async () => {
    await t.app.ctx.db
      .updateTable('audit_log')
      .set({ target_id: 'gone' })
      .where('target_type', '=', 'user')
      .execute();
    const { entries } = await list('?action=user.deactivate');
    expect(entries[0].targetLabel).toBe('(deleted)');
    await t.app.ctx.db
      .updateTable('audit_log')
      .set({ target_id: bob.id })
      .where('target_id', '=', 'gone')
      .execute();
  });

  it('filters by actor, action and UTC days', async () => {
    expect((await list('?actor=OTTO')).entries.map((e: { action: string }) => e.action)).toEqual([
      'user.deactivate',
    ]);
    expect((await list('?actor=ada@campus')).pagination.totalResults).toBe(3);
    expect((await list('?actor=%25')).pagination.totalResults).toBe(0);
    expect((await list('?action=category.update')).pagination.totalResults).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).pagination.totalResults).toBe(4);
    expect((await list('?to=2000-01-01')).pagination.totalResults).toBe(0);
    expect((await list('?from=2999-01-01')).pagination.totalResults).toBe(0);
    expect((await as(admin, 'GET', '/admin/audit?from=yesterday')).statusCode).toBe(400);
  });

  it('exports CSV with a header, escaping and formula-safe cells, under the same filters', async () => {
    const res = await as(admin, 'GET', '/admin/audit/export?action=category.update');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    // A byte-order mark first, so Excel reads UTF-8 (docs/product.md#audit-log).
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('when (UTC),actor,action,target,reference,change');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d,/);
    expect(lines[1]).toContain(
      ',Ada Admin <ada@campus.test>,Category changed,"\'=Cards, ""new""",',
    );
    expect(lines[1]).toMatch(/,"Renamed: ID Cards → =Cards, ""new"""$/);
    const user = await createUser(t);
    expect((await as(user, 'GET', '/admin/audit/export')).statusCode).toBe(403);
  });

  it('quotes formula starts and CSV specials', () => {
    expect(
      ['=1+1', '+x', '-2', '@a', 'plain', 'a,b', 'say "hi"', 'two\nlines'].map(csvCell),
    ).toEqual(["'=1+1", "'+x", "'-2", "'@a", 'plain', '"a,b"', '"say ""hi"""', '"two\nlines"']);
  });
});
