import { createTestApp, type TestApp } from '../../test/testApp';
import { auth, createCategory, createUser, type TestUser } from '../../test/fixtures';
import {
  claimCalls,
  createReviewers,
  foundItemWithQuestions,
  historyOf,
  notesOf,
} from './testHelpers';

describe('office: pending claims and their review', () => {
  let t: TestApp;
  let api: ReturnType<typeof claimCalls>;
  let poster: TestUser;
  let keeper: TestUser;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    api = claimCalls(t);
    ({ poster, keeper, admin } = await createReviewers(t));
    alice = await createUser(t, { name: 'Alice Owner' });
    bob = await createUser(t, { name: 'Bob Guess' });
    categoryId = (await createCategory(t)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const phone = (keeperId?: string) =>
    foundItemWithQuestions(t, poster, categoryId, { keeperId, title: 'Green phone' });
  const itemRow = (id: string) =>
    t.app.ctx.db
      .selectFrom('items')
      .select(['status', 'claimed_by_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('wants one non-blank answer per question (400), and files nothing then', async () => {
    const id = await phone();
    for (const answers of [undefined, [], ['A cat'], ['A cat', '   '], ['a', 'b', 'c']]) {
      const res = await api.claim(id, alice, answers);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await api.claim(id, alice, ['A cat', ''])).statusCode).toBe(400);
    expect((await api.list(id, poster)).json().claims).toEqual([]);
    expect(await itemRow(id)).toEqual({ status: 'Found', claimed_by_id: null });
  });

  it('files pending claims by several people; the item stays Found; one each (409)', async () => {
    const id = await phone(keeper.id);
    const first = await api.claim(id, alice, [' A sleeping cat ', 'Teal']);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({
      message: 'Claim sent: the finder will review your answers.',
      claim: {
        itemId: id,
        claimant: { _id: alice.id, name: 'Alice Owner' },
        answers: ['A sleeping cat', 'Teal'],
        status: 'pending',
        decidedAt: null,
      },
    });
    expect((await api.claim(id, bob, ['A dog', 'Black'])).statusCode).toBe(202);
    const again = await api.claim(id, alice, ['A cat', 'Teal']);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a claim waiting for review on this item.');
    expect(await itemRow(id)).toEqual({ status: 'Found', claimed_by_id: null });

    // The item page knows each viewer's own claim, and nobody else's.
    const asAlice = (await api.getItem(id, alice)).json().item;
    expect(asAlice.myClaim).toEqual({ _id: first.json().claim._id, status: 'pending' });
    expect((await api.getItem(id, poster)).json().item.myClaim).toBeNull();
    expect((await api.getItem(id)).json().item.myClaim).toBeNull();

    // The reviewers see both, newest first, with the answers.
    for (const reviewer of [poster, keeper, admin]) {
      const res = await api.list(id, reviewer);
      expect(res.statusCode).toBe(200);
      expect(res.json().claims.map((c: { claimant: { name: string } }) => c.claimant.name)).toEqual(
        ['Bob Guess', 'Alice Owner'],
      );
      expect(res.json().claims[1].answers).toEqual(['A sleeping cat', 'Teal']);
    }
    // The poster and the keeper were told, without the answers.
    for (const reviewer of [poster, keeper]) {
      const notes = await notesOf(t, reviewer.id);
      expect(notes.map((n) => n.message)).toEqual([
        'Alice Owner claimed "Green phone" and answered its questions: review the claim.',
        'Bob Guess claimed "Green phone" and answered its questions: review the claim.',
      ]);
      expect(notes[0]).toMatchObject({ type: 'item', item_id: id, link: `/items/${id}` });
    }
  });

  it('refuses the poster and the keeper as claimants, visitors, missing and taken items', async () => {
    const id = await phone(keeper.id);
    expect((await api.claim(id, poster, ['a', 'b'])).statusCode).toBe(403);
    expect((await api.claim(id, keeper, ['a', 'b'])).statusCode).toBe(403);
    expect((await api.claim(id, undefined, ['a', 'b'])).statusCode).toBe(401);
    expect((await api.claim('missing', alice, ['a', 'b'])).statusCode).toBe(404);
    const claim = (await api.claim(id, alice, ['a', 'b'])).json().claim;
    expect((await api.approve(id, claim._id, poster)).statusCode).toBe(200);
    const late = await api.claim(id, bob, ['a', 'b']);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This item has already been claimed.');
  });

  it('lets only the reviewers list and decide (401/403/404)', async () => {
    const id = await phone(keeper.id);
    const claim = (await api.claim(id, alice, ['a', 'b'])).json().claim;
    const otherKeeper = await createUser(t, { role: 'keeper' });
    for (const user of [alice, bob, otherKeeper]) {
      expect((await api.list(id, user)).statusCode).toBe(403);
      expect((await api.approve(id, claim._id, user)).statusCode).toBe(403);
      expect((await api.decline(id, claim._id, user)).statusCode).toBe(403);
    }
    expect((await api.list(id)).statusCode).toBe(401);
    expect((await api.approve(id, claim._id)).statusCode).toBe(401);
    expect((await api.list('missing', poster)).statusCode).toBe(404);
    expect((await api.approve(id, 'missing', poster)).statusCode).toBe(404);
    expect((await api.decline(id, 'missing', poster)).statusCode).toBe(404);
    // A claim of another item is not found under this one.
    const other = await phone();
    expect((await api.approve(other, claim._id, poster)).statusCode).toBe(404);
  });

  it('approval: Claimed by the claimant, the others declined, everyone told, history kept', async () => {
    const id = await phone(keeper.id);
    const a = (await api.claim(id, alice, ['A sleeping cat', 'Teal'])).json().claim;
    const b = (await api.claim(id, bob, ['A dog', 'Black'])).json().claim;
    const res = await api.approve(id, a._id, keeper);
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({
      status: 'Claimed',
      claimedById: alice.id,
      claimedByName: 'Alice Owner',
    });
    const claims = (await api.list(id, poster)).json().claims;
    expect(claims.map((c: { status: string }) => c.status)).toEqual(['declined', 'approved']);
    expect(claims.every((c: { decidedAt: string | null }) => c.decidedAt)).toBe(true);
    expect((await api.getItem(id, bob)).json().item.myClaim).toEqual({
      _id: b._id,
      status: 'declined',
    });
    expect((await notesOf(t, alice.id)).at(-1)?.message).toBe(
      'Your claim on "Green phone" was approved. Arrange the hand-over with the finder.',
    );
    expect((await notesOf(t, bob.id)).at(-1)?.message).toBe(
      'Your claim on "Green phone" was declined.',
    );
    expect((await notesOf(t, poster.id)).at(-1)?.message).toBe(
      'Kim Keeper approved Alice Owner\'s claim on "Green phone".',
    );
    expect((await historyOf(t, id)).map((e) => [e.action, e.details])).toEqual([
      ['questions-set', '2 ownership questions set'],
      ['claim-submitted', 'Claim by Alice Owner, waiting for review'],
      ['claim-submitted', 'Claim by Bob Guess, waiting for review'],
      ['claim-approved', 'Claim by Alice Owner approved'],
      ['claim-declined', 'Claim by Bob Guess declined: another claim was approved'],
    ]);
    // Decided claims stay decided (409).
    expect((await api.approve(id, b._id, poster)).statusCode).toBe(409);
    expect((await api.decline(id, a._id, poster)).statusCode).toBe(409);

    // Then the hand-over works as for any claimed item.
    const code = await t.app.inject({
      method: 'POST',
      url: `/api/v1/items/${id}/generate-otp`,
      headers: auth(poster),
    });
    expect(code.statusCode).toBe(200);
    const handed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/items/${id}/verify-otp`,
      headers: auth(alice),
      payload: { otp: code.json().otp },
    });
    expect(handed.statusCode).toBe(200);
    expect(handed.json().item.status).toBe('Returned');
  });

  it('of two approvals at once exactly one wins; the other claim ends declined', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await phone(keeper.id);
      const a = (await api.claim(id, alice, ['a', 'b'])).json().claim;
      const b = (await api.claim(id, bob, ['c', 'd'])).json().claim;
      const [ra, rb] = await Promise.all([
        api.approve(id, a._id, poster),
        api.approve(id, b._id, keeper),
      ]);
      expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
      const winner = ra.statusCode === 200 ? alice : bob;
      expect(await itemRow(id)).toEqual({ status: 'Claimed', claimed_by_id: winner.id });
      const claims = (await api.list(id, admin)).json().claims as {
        claimant: { _id: string };
        status: string;
      }[];
      expect(claims.map((c) => [c.claimant._id, c.status]).sort()).toEqual(
        [
          [winner.id, 'approved'],
          [winner === alice ? bob.id : alice.id, 'declined'],
        ].sort(),
      );
    }
  });

  it('declines one claim: the claimant is told, the item stays Found and open', async () => {
    const id = await phone();
    const a = (await api.claim(id, alice, ['a', 'b'])).json().claim;
    const res = await api.decline(id, a._id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Claim declined.',
      claim: { _id: a._id, status: 'declined' },
    });
    expect((await notesOf(t, alice.id)).at(-1)?.message).toBe(
      'Your claim on "Green phone" was declined.',
    );
    expect(await itemRow(id)).toEqual({ status: 'Found', claimed_by_id: null });
    expect((await api.decline(id, a._id, poster)).statusCode).toBe(409);
    // An admin's decision is audited.
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target_id', '=', id)
      .execute();
    expect(audit).toEqual([{ action: 'claim.decline', actor_id: admin.id }]);
    // A declined claimant may try again.
    expect((await api.claim(id, alice, ['a cat', 'teal'])).statusCode).toBe(202);
  });
});
