import { AUDIT_ACTION_WORDS } from '../../../../shared/auditActions';
import { createTestApp, type TestApp } from '../../../test/testApp';
import {
  type TestUser,
  auth,
  createCast,
  createCategory,
  createDesk,
  createItem,
} from '../../../test/fixtures';

type AuditEntry = { action: string; targetId: string; reference: string; summary: string };

/**
 * docs/product.md#the-keepers-queue: a bulk disposal takes only what the office holds, and every
 * bulk action (labels, moves, disposals) is in the audit log, one entry per item.
 */
describe('office: the rules of the bulk actions', () => {
  let t: TestApp;
  let keeper: TestUser;
  let admin: TestUser;
  let poster: TestUser;
  let claimant: TestUser;
  let categoryId: string;
  let library: string;
  let security: string;

  const post = (url: string, user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: auth(user), payload });
  const audit = async (action: string): Promise<AuditEntry[]> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit?action=${action}&limit=100`,
      headers: auth(admin),
    });
    expect(res.statusCode).toBe(200);
    return res.json().entries;
  };
  const csvLines = async (action: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit/export?action=${action}`,
      headers: auth(admin),
    });
    expect(res.statusCode).toBe(200);
    return res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1);
  };
  /** A Found item at a desk (the office's), or a user's own post nobody holds (deskId null). */
  const found = async (title: string, deskId: string | null, claimedById: string | null = null) => {
    const id = await createItem(t, {
      postedBy: poster.id,
      categoryId,
      title,
      status: claimedById ? 'Claimed' : 'Found',
      claimedById,
    });
    await t.app.ctx.db.updateTable('items').set({ desk_id: deskId }).where('id', '=', id).execute();
    return id;
  };
  const activeOf = async (ids: string[]) =>
    (
      await t.app.ctx.db.selectFrom('items').select(['is_active']).where('id', 'in', ids).execute()
    ).map((r) => r.is_active);

  beforeAll(async () => {
    t = await createTestApp();
    ({ keeper, admin, poster, claimant } = await createCast(t));
    categoryId = (await createCategory(t, { name: 'Bags' })).id;
    library = await createDesk(t, 'Library desk', [keeper.id]);
    security = await createDesk(t, 'Security office');
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses a user's own post and every other refused item, naming each, disposing of nothing", async () => {
    const held = await found('Grey scarf', library);
    const own = await found('Red umbrella', null);
    const claimed = await found('Green bottle', library, claimant.id);
    const res = await post('/office/bulk/dispose', keeper, {
      itemIds: [held, own, claimed],
      method: 'donated',
    });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body).toMatchObject({
      code: 'CONFLICT',
      message: '2 of the selected items cannot be disposed of; nothing was disposed of.',
    });
    expect(body.details).toEqual([
      {
        field: own,
        message: expect.stringMatching(
          /^LF-\d{4}-\d{5}: Not in the office's custody: it is its poster's own post, and a bulk disposal would not tell them why\.$/,
        ),
      },
      {
        field: claimed,
        message: expect.stringMatching(
          /^LF-\d{4}-\d{5}: Only an unclaimed Found item can be disposed of\.$/,
        ),
      },
    ]);
    expect(await activeOf([held, own, claimed])).toEqual([1, 1, 1]);
    expect(await audit('item.dispose')).toEqual([]);

    // An admin is refused the same: custody is the rule, not who asks.
    const alone = await post('/office/bulk/dispose', admin, {
      itemIds: [own],
      method: 'discarded',
    });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toMatch(/^LF-\d{4}-\d{5}: Not in the office's custody/);

    const ok = await post('/office/bulk/dispose', keeper, { itemIds: [held], method: 'donated' });
    expect(ok.statusCode).toBe(200);
    const entries = await audit('item.dispose');
    expect(entries.map((e) => e.targetId)).toEqual([held]);
    expect(entries[0]!.summary).toBe('Disposed: donated');
  });

  it('audits a bulk move, one entry per moved item, in words from the shared map', async () => {
    const a = await found('Blue backpack', library);
    const b = await found('Black backpack', library);
    const res = await post('/office/bulk/move', keeper, {
      itemIds: [a, b],
      deskId: security,
      storageLocation: 'Bin 9',
    });
    expect(res.statusCode).toBe(200);
    const entries = await audit('item.move');
    expect(entries.map((e) => e.targetId).sort()).toEqual([a, b].sort());
    for (const e of entries) {
      expect(e.summary).toBe(
        'Desk: Library desk → Security office; Storage location: none → Bin 9',
      );
    }
    const lines = await csvLines('item.move');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toContain(`,Kim Keeper <`);
      expect(line).toContain(`,${AUDIT_ACTION_WORDS['item.move']},`);
      expect(line).toContain('Desk: Library desk → Security office');
    }
    // Kim keeps an item at the Library desk; moved to a desk she does not work at, she stops.
    const kept = await found('Kept by Kim', library);
    await t.app.ctx.db
      .updateTable('items')
      .set({ keeper_id: keeper.id })
      .where('id', '=', kept)
      .execute();
    expect(
      (await post('/office/bulk/move', admin, { itemIds: [kept], deskId: security })).statusCode,
    ).toBe(200);
    const [keeperGone] = (await audit('item.move')).filter((e) => e.targetId === kept);
    expect(keeperGone!.summary).toBe(
      'Desk: Library desk → Security office; Keeper: Kim Keeper → none',
    );
    // Moving where they already are changes nothing and audits nothing.
    expect(
      (await post('/office/bulk/move', admin, { itemIds: [a], deskId: security })).statusCode,
    ).toBe(200);
    expect(await audit('item.move')).toHaveLength(3);
  });

  it('audits a printed sheet of labels, one entry per item', async () => {
    const a = await found('Wallet', library);
    const b = await found('Keys', library);
    const res = await post('/labels', keeper, { itemIds: [a, b] });
    expect(res.statusCode).toBe(200);
    const entries = await audit('item.label');
    expect(entries.map((e) => e.targetId).sort()).toEqual([a, b].sort());
    expect(entries.map((e) => e.summary)).toEqual(['Label printed', 'Label printed']);
    const lines = await csvLines('item.label');
    expect(lines.every((l) => l.includes(`,${AUDIT_ACTION_WORDS['item.label']},`))).toBe(true);
  });
});
