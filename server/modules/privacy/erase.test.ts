import { newId, nowIso } from '../../lib/ids';
import { thumbKeyOf } from '../../storage/itemImages';
import { auth, createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';
import { auditRows } from '../../test/adminFixtures';
import { storedFiles } from '../../test/uploads';
import { createTestApp, type TestApp } from '../../test/testApp';
import { REMOVED_TEXT } from './erasedTexts';

/**
 * POST /admin/users/{id}/erase (docs/product.md#privacy): Ann's personal data goes; what Bob
 * (the other side of a conversation) and Cat (a claimant) depend on keeps working.
 */
describe('erasing a user', () => {
  let t: TestApp;
  let admin: TestUser;
  let ann: TestUser;
  let bob: TestUser;
  let cat: TestUser;
  let categoryId: string;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    user?: TestUser,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: user ? auth(user) : {},
      ...(payload ? { payload } : {}),
    });
  const erase = (id: string, user = admin) => call('POST', `/admin/users/${id}/erase`, user);
  const db = () => t.app.ctx.db;
  const itemRow = (id: string) =>
    db().selectFrom('items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** An item of Ann with a photo really in storage. */
  async function itemWithPhoto(opts: Partial<Parameters<typeof createItem>[1]> = {}) {
    const id = await createItem(t, { postedBy: ann.id, categoryId, ...opts });
    const key = `items/${id}/${newId()}.webp`;
    await t.app.ctx.storage.put(key, Buffer.from('photo'), 'image/webp');
    await t.app.ctx.storage.put(thumbKeyOf(key), Buffer.from('thumb'), 'image/webp');
    await db().updateTable('items').set({ image_key: key }).where('id', '=', id).execute();
    return id;
  }

  beforeEach(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin', name: 'Admin' });
    ann = await createUser(t, { name: 'Ann Erase', email: 'ann.erase@campus.test' });
    bob = await createUser(t, { name: 'Bob Other' });
    cat = await createUser(t, { name: 'Cat Claimant' });
    categoryId = (await createCategory(t)).id;
  });
  afterEach(async () => {
    await t.close();
  });

  it('removes Ann’s data, ends her sessions, keeps what Bob and Cat depend on', async () => {
    const alone = await itemWithPhoto({ title: 'Ann red scarf', location: 'Ann dorm 204' });
    const claimed = await itemWithPhoto({
      title: 'Ann found keys',
      status: 'Claimed',
      claimedById: cat.id,
      description: 'Ann wrote where she found them',
    });
    const talkedAbout = await createItem(t, { postedBy: ann.id, categoryId, title: 'Ann laptop' });
    const bobsItem = await createItem(t, { postedBy: bob.id, categoryId, title: 'Bob bike' });
    // Bob asks about Ann's laptop; Ann answers (a real notification to Bob names her).
    const opened = await call('POST', '/conversations', bob, { itemId: talkedAbout });
    const conversationId = opened.json().conversation._id as string;
    await call('POST', `/messages/${conversationId}/messages`, bob, { content: 'Is it yours?' });
    await call('POST', `/messages/${conversationId}/messages`, ann, { content: 'Yes, call 555' });
    await t.app.ctx.worker.idle();
    const [bobNote] = await db()
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', bob.id)
      .execute();
    expect(bobNote?.message).toContain('Ann Erase');
    // Ann's own things: a saved search, e-mail choices, an office claim with answers.
    await call('POST', '/saved-searches', ann, { search: 'scarf' });
    await call('PUT', '/users/me/email-preferences', ann, {
      messages: 'off',
      claims: 'off',
      matches: 'off',
    });
    await db()
      .insertInto('item_claims')
      .values({
        id: newId(),
        item_id: bobsItem,
        claimant_id: ann.id,
        answers_json: JSON.stringify(['my secret answer']),
        status: 'pending',
        created_at: nowIso(),
        decided_at: null,
        decided_by_id: null,
      })
      .execute();
    await db()
      .updateTable('users')
      .set({ oidc_subject: 'https://idp.campus.test ann-sub' })
      .where('id', '=', ann.id)
      .execute();
    const disconnect = jest.spyOn(t.app.ctx.realtime, 'disconnectUser');
    expect(storedFiles(t.config.dataDir)).toHaveLength(4);

    const res = await erase(ann.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      _id: ann.id,
      name: 'Deleted user',
      email: `deleted-${ann.id}@invalid`,
      isActive: false,
      isVerified: false,
    });

    // Sessions end and the live socket is dropped.
    expect((await call('GET', '/users/me', ann)).statusCode).toBe(401);
    expect(disconnect).toHaveBeenCalledWith(ann.id, 'deactivated');
    const account = await db()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', ann.id)
      .executeTakeFirstOrThrow();
    expect(account.password_hash).not.toMatch(/^\$argon2/);
    expect(account.oidc_subject).toBeNull();

    // An item nobody else needs is gone, its words too; the claimed one works for Cat.
    expect(await itemRow(alone)).toMatchObject({
      is_active: 0,
      title: REMOVED_TEXT,
      description: REMOVED_TEXT,
      location: REMOVED_TEXT,
      image_key: null,
    });
    const forCat = await call('GET', `/items/${claimed}`, cat);
    expect(forCat.statusCode).toBe(200);
    expect(forCat.json().item).toMatchObject({
      title: 'Ann found keys',
      description: REMOVED_TEXT,
      status: 'Claimed',
      image: null,
    });
    expect(storedFiles(t.config.dataDir)).toEqual([]);

    // Bob still reads the conversation: his words stay, Ann's read "[deleted]".
    const thread = await call('GET', `/messages/${conversationId}/messages`, bob);
    expect(thread.statusCode).toBe(200);
    expect(thread.json().messages.map((m: { content: string }) => m.content)).toEqual([
      'Is it yours?',
      '[deleted]',
    ]);
    const list = await call('GET', '/conversations', bob);
    // Ann's words, not "555" alone: a random hex id may well contain "555".
    expect(JSON.stringify(list.json())).not.toContain('call 555');
    expect(JSON.stringify(list.json())).not.toContain('Ann Erase');
    expect(await itemRow(talkedAbout)).toMatchObject({ is_active: 1, description: REMOVED_TEXT });
    const bobNotes = await db()
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', bob.id)
      .execute();
    expect(bobNotes.map((n) => n.message).join()).not.toContain('Ann Erase');

    // What only Ann had is deleted; her office claim stays without its answers, declined
    // (nobody can approve a claim by "Deleted user").
    for (const table of ['notifications', 'saved_searches', 'email_preferences'] as const) {
      const rows = await db().selectFrom(table).select('user_id').where('user_id', '=', ann.id);
      expect(await rows.execute()).toEqual([]);
    }
    const claim = await db()
      .selectFrom('item_claims')
      .select(['answers_json', 'status'])
      .where('claimant_id', '=', ann.id)
      .executeTakeFirstOrThrow();
    expect(claim).toEqual({ answers_json: '[]', status: 'declined' });

    // One audit entry, with counts and nothing that was erased.
    const audit = await auditRows(db(), ann.id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['user.erase', admin.id]]);
    // The row without its ids: a random hex id may well contain "555".
    const { id: _id, actor_id: _actor, target_id: _target, ...entry } = audit[0]!;
    const recorded = JSON.stringify(entry);
    for (const erased of ['Ann Erase', 'ann.erase@campus.test', '555', 'scarf']) {
      expect(recorded).not.toContain(erased);
    }
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({
      itemsRemoved: 1,
      itemsKept: 2,
      itemsBlanked: 0,
      messagesCleared: 1,
    });
    disconnect.mockRestore();
  });

  it('answers 409 the second time, and Ann’s old address is free again', async () => {
    expect((await erase(ann.id)).statusCode).toBe(200);
    const again = await erase(ann.id);
    expect(again.statusCode).toBe(409);
    expect(await auditRows(db(), ann.id)).toHaveLength(1);
    const someoneNew = await createUser(t, { email: 'ann.erase@campus.test' });
    expect(someoneNew.email).toBe('ann.erase@campus.test');
  });

  it('is for admins only, never on oneself, and 404 for an unknown user', async () => {
    expect((await call('POST', `/admin/users/${ann.id}/erase`)).statusCode).toBe(401);
    expect((await erase(ann.id, bob)).statusCode).toBe(403);
    const self = await erase(admin.id);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot erase your own account.');
    expect((await erase('no-such-user')).statusCode).toBe(404);
    expect((await call('GET', '/users/me', ann)).statusCode).toBe(200);
    expect(await auditRows(db(), ann.id)).toEqual([]);
  });

  it('leaves deactivation (Delete Account) as it was: nothing erased', async () => {
    const item = await createItem(t, { postedBy: ann.id, categoryId, title: 'Ann mug' });
    expect((await call('DELETE', '/users/me', ann)).statusCode).toBe(200);
    const row = await db()
      .selectFrom('users')
      .select(['name', 'email', 'is_active'])
      .where('id', '=', ann.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Ann Erase', email: 'ann.erase@campus.test', is_active: 0 });
    expect((await itemRow(item)).title).toBe('Ann mug');
  });
});
