import { createTestApp, type TestApp } from '../../test/testApp';
import { createCast, createCategory, createItem, type TestUser } from '../../test/fixtures';
import { recordItemEvent } from '../itemHistory';
import {
  claimCalls,
  claimStateOf,
  foundItemWithQuestions,
  historyOf,
  notesOf,
  undoCalls,
} from './testHelpers';

describe('claims: the claimant withdraws (withdrawClaim)', () => {
  let t: TestApp;
  let api: ReturnType<typeof claimCalls> & ReturnType<typeof undoCalls>;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    api = { ...claimCalls(t), ...undoCalls(t) };
    cast = await createCast(t);
    categoryId = (await createCategory(t, { name: 'Bottles' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** An item of `status` posted by the poster (kept by the keeper), claimed through the API. */
  async function claimedItem(status: 'Lost' | 'Found', claimant: TestUser = cast.claimant) {
    const id = await createItem(t, {
      postedBy: cast.poster.id,
      categoryId,
      status,
      keeperId: cast.keeper.id,
      title: 'Navy flask',
    });
    expect((await api.claim(id, claimant)).statusCode).toBe(200);
    return id;
  }

  it.each(['Found', 'Lost'] as const)(
    'puts a claimed %s item back, clears the claim and tells the poster and keeper',
    async (status) => {
      const id = await claimedItem(status);
      expect(await claimStateOf(t, id)).toEqual({
        status: 'Claimed',
        claimed_by_id: cast.claimant.id,
        claimed_from_status: status,
      });
      const res = await api.withdraw(id, cast.claimant);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Claim withdrawn.',
        item: { _id: id, status, claimedById: null },
      });
      expect(await claimStateOf(t, id)).toEqual({
        status,
        claimed_by_id: null,
        claimed_from_status: null,
      });
      expect((await historyOf(t, id)).at(-1)).toEqual({
        action: 'claim-withdrawn',
        actor_id: cast.claimant.id,
        details: 'Claim by Claire Claimant withdrawn',
      });
      for (const u of [cast.poster, cast.keeper]) {
        expect((await notesOf(t, u.id)).at(-1)).toMatchObject({
          message: `Claire Claimant withdrew their claim on "Navy flask". It is ${status} again.`,
          type: 'item',
          item_id: id,
        });
      }
      // Open again: someone else may claim it now.
      expect((await api.claim(id, cast.stranger)).statusCode).toBe(200);
    },
  );

  it('drops the hand-over code: the old code no longer hands the item over', async () => {
    const id = await claimedItem('Found');
    const otp = (await api.generate(id, cast.poster)).json().otp as string;
    expect((await api.withdraw(id, cast.claimant)).statusCode).toBe(200);
    const row = await t.app.ctx.db
      .selectFrom('handover_codes')
      .select('item_id')
      .where('item_id', '=', id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect((await api.verify(id, cast.claimant, otp)).statusCode).toBe(409);
    expect((await claimStateOf(t, id)).status).toBe('Found');
  });

  it('restores an item claimed before its status was kept from how it was posted', async () => {
    for (const postedAs of ['Lost', 'Found', null] as const) {
      const id = await createItem(t, {
        postedBy: cast.poster.id,
        categoryId,
        status: 'Claimed',
        claimedById: cast.claimant.id,
      });
      if (postedAs) {
        await recordItemEvent(t.app.ctx.db, {
          itemId: id,
          actorId: cast.poster.id,
          action: 'posted',
          details: postedAs,
        });
      }
      expect((await api.withdraw(id, cast.claimant)).statusCode).toBe(200);
      expect((await claimStateOf(t, id)).status).toBe(postedAs ?? 'Found');
    }
  });

  it('withdraws a pending claim; the item stays Found and the reviewers hear', async () => {
    const id = await foundItemWithQuestions(t, cast.poster, categoryId, {
      keeperId: cast.keeper.id,
      title: 'Green phone',
    });
    const claim = (await api.claim(id, cast.claimant, ['A cat', 'Teal'])).json().claim;
    const res = await api.withdraw(id, cast.claimant);
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ status: 'Found' });
    expect((await api.getItem(id, cast.claimant)).json().item.myClaim).toEqual({
      _id: claim._id,
      status: 'withdrawn',
    });
    const claims = (await api.list(id, cast.poster)).json().claims;
    expect(claims).toMatchObject([{ _id: claim._id, status: 'withdrawn' }]);
    expect((await historyOf(t, id)).at(-1)).toMatchObject({
      action: 'claim-withdrawn',
      details: 'Claim by Claire Claimant withdrawn before review',
    });
    expect((await notesOf(t, cast.keeper.id)).at(-1)?.message).toBe(
      'Claire Claimant withdrew their claim on "Green phone".',
    );
    // Nothing left to withdraw; a new claim may be filed.
    expect((await api.withdraw(id, cast.claimant)).statusCode).toBe(409);
    expect((await api.claim(id, cast.claimant, ['A cat', 'Teal'])).statusCode).toBe(202);
  });

  it('marks the approved claim a Claimed item came from as withdrawn', async () => {
    const id = await foundItemWithQuestions(t, cast.poster, categoryId);
    const claim = (await api.claim(id, cast.claimant, ['A cat', 'Teal'])).json().claim;
    expect((await api.approve(id, claim._id, cast.poster)).statusCode).toBe(200);
    expect((await claimStateOf(t, id)).claimed_from_status).toBe('Found');
    expect((await api.withdraw(id, cast.claimant)).json().item.status).toBe('Found');
    expect((await api.getItem(id, cast.claimant)).json().item.myClaim).toEqual({
      _id: claim._id,
      status: 'withdrawn',
    });
  });

  it('answers 401, 404, 403 for anyone but the claimant, 409 with nothing to withdraw', async () => {
    const id = await claimedItem('Found');
    expect((await api.withdraw(id)).statusCode).toBe(401);
    expect((await api.withdraw('missing', cast.claimant)).statusCode).toBe(404);
    for (const u of [cast.poster, cast.keeper, cast.admin, cast.stranger]) {
      const res = await api.withdraw(id, u);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'Only the person who claimed this item can withdraw the claim.',
      });
    }
    const open = await createItem(t, { postedBy: cast.poster.id, categoryId, status: 'Found' });
    expect((await api.withdraw(open, cast.claimant)).json()).toEqual({
      code: 'CONFLICT',
      message: 'You have no claim on this item to withdraw.',
    });
    const returned = await createItem(t, {
      postedBy: cast.poster.id,
      categoryId,
      status: 'Returned',
      claimedById: cast.claimant.id,
    });
    const res = await api.withdraw(returned, cast.claimant);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This item has already been handed over.');
    const hidden = await createItem(t, {
      postedBy: cast.poster.id,
      categoryId,
      status: 'Claimed',
      claimedById: cast.claimant.id,
      isActive: false,
    });
    expect((await api.withdraw(hidden, cast.claimant)).statusCode).toBe(404);
    expect((await claimStateOf(t, id)).status).toBe('Claimed');
  });

  it('races a hand-over: exactly one of withdraw and verify-otp wins', async () => {
    for (let round = 0; round < 4; round++) {
      const id = await claimedItem('Found');
      const otp = (await api.generate(id, cast.keeper)).json().otp as string;
      const [w, v] = await Promise.all([
        api.withdraw(id, cast.claimant),
        api.verify(id, cast.claimant, otp),
      ]);
      const wins = [w.statusCode, v.statusCode].filter((s) => s === 200);
      expect(wins).toHaveLength(1);
      const state = await claimStateOf(t, id);
      if (w.statusCode === 200) {
        expect(state.status).toBe('Found');
        expect([400, 409]).toContain(v.statusCode);
      } else {
        expect(state.status).toBe('Returned');
        expect(w.json().message).toBe('This item has already been handed over.');
      }
    }
  });
});
