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
          closingNote: null,
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

  it('lists a closed report’s closing note, and blanks it with the rest', async () => {
    const bob = await createUser(t, { name: 'Bob Other' });
    const note = 'Got it back, thanks! Ann Preview, room 12, 0170 555 0101';
    const report = await createItem(t, { postedBy: ann.id, categoryId, title: 'Blue helmet' });
    const gaveUp = await createItem(t, { postedBy: ann.id, categoryId, title: 'Old scarf' });
    // Bob asked about the report: it stays for him.
    const opened = await call('POST', '/conversations', bob, { itemId: report });
    const conversationId = opened.json().conversation._id as string;
    await call('POST', `/messages/${conversationId}/messages`, bob, { content: 'Is it yours?' });
    const closings: [string, string, string][] = [
      [report, 'got-it-back', note],
      [gaveUp, 'no-longer-looking', 'Gave up, Ann Preview'],
    ];
    for (const [id, reason, text] of closings) {
      const closed = await call('POST', `/items/${id}/close`, ann, { reason, note: text });
      expect(closed.statusCode).toBe(200);
    }
    // Public on the active report, so the admin sees it among the text that stays.
    expect((await call('GET', `/items/${report}`)).json().item.closedAs.note).toBe(note);
    const listed = (await preview(ann.id)).json().keptItems as { _id: string }[];
    expect(listed.find((i) => i._id === report)).toMatchObject({
      title: 'Blue helmet',
      closingNote: note,
    });

    const res = await call('POST', `/admin/users/${ann.id}/erase`, admin, { blankKeptText: true });
    expect(res.statusCode).toBe(200);
    const forBob = await call('GET', `/items/${report}`, bob);
    expect(forBob.json().item.closedAs).toMatchObject({
      reason: 'got-it-back',
      note: REMOVED_TEXT,
    });
    expect(await itemRow(report)).toMatchObject({ is_active: 1, closed_note: REMOVED_TEXT });
    // The removed report keeps none of it either.
    expect(await itemRow(gaveUp)).toMatchObject({ is_active: 0, closed_note: REMOVED_TEXT });
    const events = await db()
      .selectFrom('item_events')
      .select('details')
      .where('item_id', '=', report)
      .where('action', '=', 'edited')
      .execute();
    expect(events.map((e) => e.details)).toEqual([
      `title, description, location, photo, ownership questions, closing note: ${REMOVED_TEXT.toLowerCase()}`,
    ]);
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
