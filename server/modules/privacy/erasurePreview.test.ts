import { notify } from '../notifications';
import { auth, createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';
import { auditRows } from '../../test/adminFixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { BLANKED_TITLE, REMOVED_TEXT } from './erasedTexts';

/**
 * The erasure preview and the choice to blank what an erasure keeps (docs/product.md#privacy):
 * Ann's item that Cat claimed stays for Cat, with Ann's title, place and questions unless the
 * admin blanks them.
 */
describe('erasure preview and blanking the kept items’ text', () => {
  let t: TestApp;
  let admin: TestUser;
  let ann: TestUser;
  let cat: TestUser;
  let categoryId: string;
  let kept: string;
  let removed: string;

  const call = (method: 'GET' | 'POST', url: string, user?: TestUser, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: user ? auth(user) : {},
      ...(payload ? { payload } : {}),
    });
  const preview = (id: string, user: TestUser = admin) =>
    call('GET', `/admin/users/${id}/erasure-preview`, user);
  const db = () => t.app.ctx.db;
  const itemRow = (id: string) =>
    db().selectFrom('items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const catsNotes = async () =>
    (
      await db()
        .selectFrom('notifications')
        .select('message')
        .where('user_id', '=', cat.id)
        .execute()
    ).map((n) => n.message);

  beforeEach(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin', name: 'Admin' });
    ann = await createUser(t, { name: 'Ann Preview' });
    cat = await createUser(t, { name: 'Cat Claimant' });
    categoryId = (await createCategory(t)).id;
    kept = await createItem(t, {
      postedBy: ann.id,
      categoryId,
      title: 'Ann Preview’s green phone',
      location: 'Room 12 of Ann’s dorm',
      status: 'Claimed',
      claimedById: cat.id,
    });
    await db()
      .updateTable('items')
      .set({
        ownership_json: JSON.stringify([
          { question: 'What does the engraving say?', expectedAnswer: 'ANN 1999' },
        ]),
      })
      .where('id', '=', kept)
      .execute();
    removed = await createItem(t, { postedBy: ann.id, categoryId, title: 'Ann scarf' });
    await notify(t.app.ctx, {
      userId: cat.id,
      message: 'Your claim on "Ann Preview’s green phone" was approved.',
      itemId: kept,
    });
  });
  afterEach(async () => {
    await t.close();
  });

  it('lists the kept items with the text that stays, and changes nothing', async () => {
    const res = await preview(ann.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      itemsRemoved: 1,
      keptItems: [
        {
          _id: kept,
          reference: expect.stringMatching(/^LF-\d{4}-\d{5}$/),
          status: 'Claimed',
          title: 'Ann Preview’s green phone',
          location: 'Room 12 of Ann’s dorm',
          questions: ['What does the engraving say?'],
        },
      ],
    });
    expect((await itemRow(kept)).title).toBe('Ann Preview’s green phone');
    expect((await itemRow(removed)).is_active).toBe(1);
    expect(await auditRows(db(), ann.id)).toEqual([]);
  });

  it('says so when nothing stays', async () => {
    const dan = await createUser(t, { name: 'Dan Alone' });
    await createItem(t, { postedBy: dan.id, categoryId });
    expect((await preview(dan.id)).json()).toEqual({ itemsRemoved: 1, keptItems: [] });
  });

  it('is for admins only, with the erasure’s refusals', async () => {
    expect((await call('GET', `/admin/users/${ann.id}/erasure-preview`)).statusCode).toBe(401);
    expect((await preview(ann.id, cat)).statusCode).toBe(403);
    expect((await preview(admin.id)).statusCode).toBe(403);
    expect((await preview('no-such-user')).statusCode).toBe(404);
    expect((await call('POST', `/admin/users/${ann.id}/erase`, admin)).statusCode).toBe(200);
    expect((await preview(ann.id)).statusCode).toBe(409);
  });

  it('blanks the kept items’ title, place and questions when asked, in the same erasure', async () => {
    const res = await call('POST', `/admin/users/${ann.id}/erase`, admin, { blankKeptText: true });
    expect(res.statusCode).toBe(200);

    expect(await itemRow(kept)).toMatchObject({
      title: BLANKED_TITLE,
      description: REMOVED_TEXT,
      location: REMOVED_TEXT,
      ownership_json: '[]',
      status: 'Claimed',
      claimed_by_id: cat.id,
      is_active: 1,
    });
    const forCat = await call('GET', `/items/${kept}`, cat);
    expect(forCat.statusCode).toBe(200);
    expect(forCat.json().item).toMatchObject({ title: BLANKED_TITLE, questions: [] });
    expect(await catsNotes()).toEqual([`Your claim on "${BLANKED_TITLE}" was approved.`]);

    const [audit] = await auditRows(db(), ann.id);
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ itemsKept: 1, itemsBlanked: 1 });
    for (const text of ['green phone', 'dorm', 'engraving', 'ANN 1999']) {
      expect(JSON.stringify(audit)).not.toContain(text);
    }
  });

  it('keeps the title, place and questions without the option', async () => {
    const res = await call('POST', `/admin/users/${ann.id}/erase`, admin, { blankKeptText: false });
    expect(res.statusCode).toBe(200);
    expect(await itemRow(kept)).toMatchObject({
      title: 'Ann Preview’s green phone',
      description: REMOVED_TEXT,
      location: 'Room 12 of Ann’s dorm',
    });
    expect((await itemRow(kept)).ownership_json).toContain('What does the engraving say?');
    // The name in it is replaced there, as anywhere the portal copied it.
    expect(await catsNotes()).toEqual(['Your claim on "Deleted user’s green phone" was approved.']);
    const [audit] = await auditRows(db(), ann.id);
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ itemsKept: 1, itemsBlanked: 0 });
  });

  it('is one change: a failure while blanking leaves everything as it was', async () => {
    // The audit entry is the erasure's last write: without its table it fails.
    await db().schema.dropTable('audit_log').execute();
    const res = await call('POST', `/admin/users/${ann.id}/erase`, admin, { blankKeptText: true });
    expect(res.statusCode).toBe(500);
    expect((await itemRow(kept)).title).toBe('Ann Preview’s green phone');
    expect((await itemRow(removed)).is_active).toBe(1);
    expect(await catsNotes()).toEqual(['Your claim on "Ann Preview’s green phone" was approved.']);
    const account = await db()
      .selectFrom('users')
      .select('name')
      .where('id', '=', ann.id)
      .executeTakeFirstOrThrow();
    expect(account.name).toBe('Ann Preview');
  });
});
