import { createTestApp, type TestApp } from '../../test/testApp';
import {
  auth,
  createCategory,
  createItem,
  createUser,
  postItemAction,
  type TestUser,
} from '../../test/fixtures';
import { campusDateTime } from '../../lib/campusTime';

/** docs/product.md#audit-log: records that read in full, in words, naming people. */
describe('audit log: full text, actions in words, people by name, local times', () => {
  let t: TestApp;
  let admin: TestUser;
  let kim: TestUser;
  let kai: TestUser;
  let claimant: TestUser;
  const reason =
    'The serial number engraved under the battery does not match the one on the receipt they showed us at the counter, and the café till record names someone else — we keep it for now.';

  const as = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: auth(user), payload });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin', name: 'Ada Admin', email: 'ada@campus.test' });
    kim = await createUser(t, { role: 'keeper', name: 'Kim Keeper' });
    kai = await createUser(t, { role: 'keeper', name: 'Kai Müller' });
    claimant = await createUser(t, { name: 'Cleo Claimant' });
    const categoryId = (await createCategory(t, { name: 'Phones' })).id;
    const itemId = await createItem(t, {
      postedBy: kim.id,
      categoryId,
      status: 'Found',
      title: 'Grey phone',
    });
    expect((await postItemAction(t, `${itemId}/claim`, claimant)).statusCode).toBe(200);
    expect((await postItemAction(t, `${itemId}/claim/release`, admin, { reason })).statusCode).toBe(
      200,
    );
    const desk = {
      name: 'Library desk',
      place: 'Library',
      hours: '9-17',
      contact: 'library@campus.test',
      storagePlaces: [],
    };
    const created = await as(admin, 'POST', '/admin/desks', { ...desk, keeperIds: [kim.id] });
    expect(created.statusCode).toBe(201);
    const deskId = created.json().desk._id as string;
    const updated = await as(admin, 'PUT', `/admin/desks/${deskId}`, {
      ...desk,
      keeperIds: [kim.id, kai.id],
    });
    expect(updated.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps a reason whole, on screen and in the CSV', async () => {
    const { entries } = (await as(admin, 'GET', '/admin/audit?action=claim.release')).json();
    expect(entries[0].summary).toBe(`Claim released: Claimed → Found (${reason})`);
    const csv = (await as(admin, 'GET', '/admin/audit/export?action=claim.release')).body;
    expect(csv).toContain(reason);
    expect(csv).toContain(',Claim released,');
    expect(csv).not.toContain('claim.release');
  });

  it('names the keepers of a desk, never their ids', async () => {
    const { entries } = (await as(admin, 'GET', '/admin/audit?actor=ada')).json();
    const summaries = entries.map((e: { summary: string }) => e.summary).join('\n');
    expect(summaries).toContain('Created desk Library desk (');
    expect(summaries).toContain('Keepers: Kim Keeper');
    const change = entries.find((e: { action: string }) => e.action === 'desk.update').summary;
    expect(change).toMatch(
      /^Keepers: Kim Keeper → (Kim Keeper, Kai Müller|Kai Müller, Kim Keeper)$/,
    );
    for (const id of [kim.id, kai.id]) expect(summaries).not.toContain(id);
    const csv = (await as(admin, 'GET', '/admin/audit/export')).body;
    expect(csv).toContain('Kai Müller');
    for (const id of [kim.id, kai.id]) expect(csv).not.toContain(id);
  });

  it('writes each time as a campus-local date-time cell, and each action in words', async () => {
    const { entries } = (await as(admin, 'GET', '/admin/audit')).json();
    const res = await as(admin, 'GET', '/admin/audit/export');
    // UTF-8 with a byte-order mark: "Müller" and "→" survive Excel.
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1);
    expect(rows).toHaveLength(entries.length);
    rows.forEach((row, i) => {
      expect(row.startsWith(`${campusDateTime(entries[i].createdAt)},`)).toBe(true);
    });
    const actions = rows.map((row) => row.split(',')[2]);
    expect(actions).toEqual(['Desk changed', 'Desk created', 'Claim released']);
  });
});
