import { createSession } from '../auth/sessions';
import { newId, nowIso } from '../../lib/ids';
import { sha256 } from '../../lib/secrets';
import { auth, createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';
import { insertConversation } from '../../test/adminFixtures';
import { createTestApp, type TestApp } from '../../test/testApp';

/** GET /users/me/export (docs/product.md#privacy): the caller's data, nobody else's, no secrets. */
describe('personal data export', () => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  let ids: Record<string, string>;

  const exportAs = (user?: TestUser) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/export',
      headers: user ? auth(user) : {},
    });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.ctx.db;
    ann = await createUser(t, { name: 'Ann Export', email: 'ann.export@campus.test' });
    bob = await createUser(t, { name: 'Bob Other', email: 'bob.other@campus.test' });
    const { id: categoryId } = await createCategory(t, { name: 'Bags' });
    const annActive = await createItem(t, {
      postedBy: ann.id,
      categoryId,
      title: 'Ann blue backpack',
      status: 'Found',
    });
    await db
      .updateTable('items')
      .set({ ownership_json: JSON.stringify([{ question: 'Brand?', expectedAnswer: 'Osprey' }]) })
      .where('id', '=', annActive)
      .execute();
    const annHidden = await createItem(t, {
      postedBy: ann.id,
      categoryId,
      title: 'Ann old scarf',
      isActive: false,
    });
    const bobPrivate = await createItem(t, {
      postedBy: bob.id,
      categoryId,
      title: 'Bob secret diary',
      description: 'Bob private description',
    });
    const bobClaimed = await createItem(t, {
      postedBy: bob.id,
      categoryId,
      title: 'Bob umbrella Ann claimed',
      status: 'Claimed',
      claimedById: ann.id,
    });
    const bobFound = await createItem(t, {
      postedBy: bob.id,
      categoryId,
      title: 'Bob found phone',
      status: 'Found',
    });
    await db
      .updateTable('items')
      .set({
        ownership_json: JSON.stringify([{ question: 'Case colour?', expectedAnswer: 'Teal' }]),
      })
      .where('id', '=', bobFound)
      .execute();
    await db
      .insertInto('item_claims')
      .values({
        id: newId(),
        item_id: bobFound,
        claimant_id: ann.id,
        answers_json: JSON.stringify(['Teal with stickers']),
        status: 'pending',
        created_at: nowIso(),
        decided_at: null,
        decided_by_id: null,
      })
      .execute();
    const bobListed = await createItem(t, { postedBy: bob.id, categoryId, title: 'Bob wallet' });
    const conversation = await insertConversation(db, {
      itemId: bobListed,
      posterId: bob.id,
      starterId: ann.id,
      messages: ['Ann: is this mine?', 'Bob: which colour?'],
    });
    // A conversation Ann is not in: none of it may appear.
    const carol = await createUser(t, { name: 'Carol Third' });
    await insertConversation(db, {
      itemId: bobPrivate,
      posterId: bob.id,
      starterId: carol.id,
      messages: ['Carol private words'],
    });
    for (const [userId, message] of [
      [ann.id, 'Note for Ann'],
      [bob.id, 'Note for Bob only'],
    ]) {
      await db
        .insertInto('notifications')
        .values({
          id: newId(),
          user_id: userId!,
          message: message!,
          type: 'info',
          item_id: null,
          link: null,
          is_read: 0,
          created_at: nowIso(),
        })
        .execute();
    }
    const saved = async (user: TestUser, search: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/saved-searches',
        headers: auth(user),
        payload: { search, category: categoryId },
      });
    expect((await saved(ann, 'red bicycle')).statusCode).toBe(201);
    expect((await saved(bob, 'bob only search')).statusCode).toBe(201);
    const prefs = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/email-preferences',
      headers: auth(ann),
      payload: { messages: 'off', claims: 'digest', matches: 'instant', matchDigest: false },
    });
    expect(prefs.statusCode).toBe(200);
    const second = await createSession(db, ann.id);
    ids = { annActive, annHidden, bobClaimed, bobFound, conversation, second: second.token };
  });
  afterAll(async () => {
    await t.close();
  });

  it('is a JSON attachment of everything Ann has', async () => {
    const res = await exportAs(ann);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="lostfound-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();

    expect(data.account).toEqual({
      id: ann.id,
      name: 'Ann Export',
      email: 'ann.export@campus.test',
      role: 'user',
      isActive: true,
      isVerified: true,
      campusIdentity: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(data.items.map((i: { id: string }) => i.id).sort()).toEqual(
      [ids.annActive, ids.annHidden].sort(),
    );
    const active = data.items.find((i: { id: string }) => i.id === ids.annActive);
    expect(active).toMatchObject({
      title: 'Ann blue backpack',
      category: 'Bags',
      isActive: true,
      reference: expect.stringMatching(/^LF-\d{4}-\d{5}$/),
      ownershipQuestions: [{ question: 'Brand?', expectedAnswer: 'Osprey' }],
    });
    expect(data.items.find((i: { id: string }) => i.id === ids.annHidden).isActive).toBe(false);
    expect(data.claimedItems).toEqual([
      expect.objectContaining({ id: ids.bobClaimed, status: 'Claimed' }),
    ]);
    expect(data.claims).toEqual([
      expect.objectContaining({
        itemId: ids.bobFound,
        status: 'pending',
        answers: [{ question: 'Case colour?', answer: 'Teal with stickers' }],
      }),
    ]);
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0]).toMatchObject({ id: ids.conversation, startedByMe: true });
    expect(
      data.conversations[0].messages.map((m: { fromMe: boolean; content: string }) => [
        m.fromMe,
        m.content,
      ]),
    ).toEqual([
      [true, 'Ann: is this mine?'],
      [false, 'Bob: which colour?'],
    ]);
    expect(data.notifications.map((n: { message: string }) => n.message)).toEqual(['Note for Ann']);
    expect(data.savedSearches).toEqual([
      expect.objectContaining({ search: 'red bicycle', category: 'Bags' }),
    ]);
    expect(data.emailPreferences).toEqual({
      messages: 'off',
      claims: 'digest',
      matches: 'instant',
      matchDigest: false,
    });
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
  });

  it('holds nobody else’s data and no secret', async () => {
    const text = (await exportAs(ann)).body;
    for (const other of [
      'bob.other@campus.test',
      'Bob Other',
      'Carol',
      'Bob secret diary',
      'Bob private description',
      'Note for Bob only',
      'bob only search',
      bob.id,
    ]) {
      expect(text).not.toContain(other);
    }
    const hashes = await t.app.ctx.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', ann.id)
      .execute();
    for (const secret of [
      ann.token,
      ids.second!,
      sha256(ann.token),
      ...hashes.map((h) => h.token_hash),
      'fixture-no-password',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/password|token|hash/i);
  });

  it('is only for a signed-in caller', async () => {
    expect((await exportAs()).statusCode).toBe(401);
  });
});
