import { createTestApp, type TestApp } from '../../test/testApp';
import { createCast, createCategory, createItem } from '../../test/fixtures';
import {
  claimCalls,
  claimStateOf,
  foundItemWithQuestions,
  historyOf,
  notesOf,
  undoCalls,
} from './testHelpers';

describe('claims: a reviewer releases a claim (releaseClaim)', () => {
  let t: TestApp;
  let api: ReturnType<typeof claimCalls> & ReturnType<typeof undoCalls>;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let categoryId: string;
  const REASON = 'The serial number does not match.';

  beforeAll(async () => {
    t = await createTestApp();
    api = { ...claimCalls(t), ...undoCalls(t) };
    cast = await createCast(t);
    categoryId = (await createCategory(t, { name: 'Electronics' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  async function claimedItem(status: 'Lost' | 'Found' = 'Found') {
    const id = await createItem(t, {
      postedBy: cast.poster.id,
      categoryId,
      status,
      keeperId: cast.keeper.id,
      title: 'Grey laptop',
    });
    expect((await api.claim(id, cast.claimant)).statusCode).toBe(200);
    return id;
  }
  const auditOf = (itemId: string) =>
    t.app.ctx.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'before_json', 'after_json'])
      .where('target_id', '=', itemId)
      .execute();

  it.each(['Found', 'Lost'] as const)(
    'lets the poster release a claim on a %s item; the claimant hears the reason',
    async (status) => {
      const id = await claimedItem(status);
      const otp = (await api.generate(id, cast.poster)).json().otp as string;
      const res = await api.release(id, cast.poster, `  ${REASON} `);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Claim released.',
        item: { _id: id, status, claimedById: null },
      });
      expect(await claimStateOf(t, id)).toEqual({
        status,
        claimed_by_id: null,
        claimed_from_status: null,
      });
      expect((await notesOf(t, cast.claimant.id)).at(-1)).toMatchObject({
        message: `Pat Poster released your claim on "Grey laptop": ${REASON}`,
        type: 'item',
        item_id: id,
      });
      expect((await notesOf(t, cast.keeper.id)).at(-1)?.message).toBe(
        'Pat Poster released Claire Claimant\'s claim on "Grey laptop".',
      );
      expect((await historyOf(t, id)).at(-1)).toEqual({
        action: 'claim-released',
        actor_id: cast.poster.id,
        details: `Claim by Claire Claimant released: ${REASON}`,
      });
      // The poster is no keeper nor admin: not audited.
      expect(await auditOf(id)).toEqual([]);
      // The code made for the claimant is gone with the claim.
      expect((await api.verify(id, cast.claimant, otp)).statusCode).toBe(409);
    },
  );

  it('audits releases by the keeper and by an admin (claim.release)', async () => {
    for (const actor of [cast.keeper, cast.admin]) {
      const id = await claimedItem();
      expect((await api.release(id, actor, REASON)).statusCode).toBe(200);
      const rows = await auditOf(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actor_id: actor.id, action: 'claim.release' });
      expect(JSON.parse(rows[0].before_json ?? '')).toEqual({
        status: 'Claimed',
        claimedById: cast.claimant.id,
      });
      expect(JSON.parse(rows[0].after_json ?? '')).toEqual({
        status: 'Found',
        claimedById: null,
        reason: REASON,
      });
      expect((await notesOf(t, cast.poster.id)).at(-1)?.message).toBe(
        `${actor.name} released Claire Claimant's claim on "Grey laptop".`,
      );
    }
  });

  it('declines the approved claim the item came from, so a new claim can be filed', async () => {
    const id = await foundItemWithQuestions(t, cast.poster, categoryId);
    const claim = (await api.claim(id, cast.claimant, ['A cat', 'Teal'])).json().claim;
    expect((await api.approve(id, claim._id, cast.poster)).statusCode).toBe(200);
    expect((await api.release(id, cast.poster, REASON)).json().item.status).toBe('Found');
    const claims = (await api.list(id, cast.poster)).json().claims;
    expect(claims).toMatchObject([{ _id: claim._id, status: 'declined' }]);
    expect((await api.claim(id, cast.claimant, ['A cat', 'Teal'])).statusCode).toBe(202);
  });

  it('answers 401, 404, 403 for the claimant and strangers, 409 unless Claimed', async () => {
    const id = await claimedItem();
    expect((await api.release(id, undefined, REASON)).statusCode).toBe(401);
    expect((await api.release('missing', cast.poster, REASON)).statusCode).toBe(404);
    for (const u of [cast.claimant, cast.stranger, cast.otherKeeper]) {
      const res = await api.release(id, u, REASON);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    for (const reason of ['', '   ', 'x'.repeat(501)]) {
      expect((await api.release(id, cast.poster, reason)).statusCode).toBe(400);
    }
    expect((await claimStateOf(t, id)).status).toBe('Claimed');

    const open = await createItem(t, { postedBy: cast.poster.id, categoryId, status: 'Found' });
    expect((await api.release(open, cast.poster, REASON)).json()).toEqual({
      code: 'CONFLICT',
      message: 'This item is not claimed.',
    });
    const returned = await createItem(t, {
      postedBy: cast.poster.id,
      categoryId,
      status: 'Returned',
      claimedById: cast.claimant.id,
    });
    expect((await api.release(returned, cast.poster, REASON)).json()).toEqual({
      code: 'CONFLICT',
      message: 'This item has already been handed over.',
    });
    const hidden = await createItem(t, {
      postedBy: cast.poster.id,
      categoryId,
      status: 'Claimed',
      claimedById: cast.claimant.id,
      isActive: false,
    });
    expect((await api.release(hidden, cast.poster, REASON)).statusCode).toBe(404);
  });

  it('races a hand-over and a second release: exactly one wins', async () => {
    const id = await claimedItem();
    const otp = (await api.generate(id, cast.keeper)).json().otp as string;
    const results = await Promise.all([
      api.release(id, cast.poster, REASON),
      api.release(id, cast.keeper, REASON),
      api.verify(id, cast.claimant, otp),
    ]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const released = (await historyOf(t, id)).filter((e) => e.action === 'claim-released');
    const state = await claimStateOf(t, id);
    expect(released).toHaveLength(state.status === 'Found' ? 1 : 0);
  });
});
