import { createTestApp, type TestApp } from '../../test/testApp';
import {
  type TestUser,
  auth,
  createCast,
  createCategory,
  createDesk,
  multipart,
} from '../../test/fixtures';

/** docs/product.md#importing-the-offices-log: upload, preview, start, progress, report, undo. */
describe('imports: the office brings its log', () => {
  let t: TestApp;
  let keeper: TestUser;
  let otherKeeper: TestUser;
  let admin: TestUser;
  let stranger: TestUser;
  let library: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ keeper, otherKeeper, admin, stranger } = await createCast(t));
    await createCategory(t, { name: 'Bottles' });
    await createCategory(t, { name: 'Keys' });
    library = await createDesk(t, 'Library desk', [keeper.id]);
    await createDesk(t, 'Security office', [otherKeeper.id]);
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (
    user: TestUser,
    data: Buffer | string,
    opts: { deskId?: string; fileName?: string; contentType?: string } = {},
  ) => {
    const fileName = opts.fileName ?? 'log.csv';
    const m = multipart(
      { deskId: opts.deskId ?? library, fileName },
      {
        name: 'file',
        filename: fileName,
        contentType: opts.contentType ?? 'text/csv',
        data: Buffer.isBuffer(data) ? data : Buffer.from(data, 'utf8'),
      },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/office/imports',
      payload: m.payload,
      headers: { ...m.headers, ...auth(user) },
    });
  };
  const call = (user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/office/imports${url}`, headers: auth(user), payload });

  const LOG = [
    'Ref,Item,Details,Type,Where found,Date found,Shelf,Found by,Status',
    'SU-1,Blue water bottle,Steel with stickers,Bottles,Gym,03/14/2026,A1,Fay,Held',
    'SU-2,Car keys,Three keys on a ring,Keys,Library,2026-03-15,A2,fay@campus.test,',
    'SU-3,Umbrella,Black,Brollies,Cafe,03/16/2026,A3,,Held',
    'SU-4,,No title here,Keys,Gym,03/16/2026,,,Held',
    'SU-5,Green bottle,,Bottles,Gym,12/31/2099,,,Held',
    'SU-2,Car keys again,Same ref,Keys,Library,2026-03-15,,,',
    'SU-6,Red scarf,Wool,Bottles,Hall,03/01/2026,,,Returned',
  ].join('\n');

  it('previews every row with its problems and writes nothing', async () => {
    const res = await upload(keeper, LOG);
    expect(res.statusCode).toBe(201);
    const preview = res.json();
    expect(preview.import).toMatchObject({
      status: 'draft',
      fileName: 'log.csv',
      deskName: 'Library desk',
      rowCount: 7,
      badRows: 4,
      columns: [
        'Ref',
        'Item',
        'Details',
        'Type',
        'Where found',
        'Date found',
        'Shelf',
        'Found by',
        'Status',
      ],
      mapping: {
        reference: 0,
        title: 1,
        description: 2,
        category: 3,
        place: 4,
        dateFound: 5,
        storagePlace: 6,
        finder: 7,
        status: 8,
      },
    });
    const messages = preview.problems.map(
      (p: { row: number; message: string }) => `${p.row} ${p.message}`,
    );
    expect(messages).toEqual([
      '4 Unknown category: Brollies',
      '5 Title is missing',
      '6 Date found is in the future: 12/31/2099',
      '7 Reference SU-2 is also on row 3',
    ]);
    expect(preview.skips).toEqual([{ row: 8, reason: 'Returned in the old log: not imported' }]);
    expect(preview.newRows).toBe(2);
    const items = await t.app.inject({
      method: 'GET',
      url: '/api/v1/office/queue',
      headers: auth(keeper),
    });
    expect(items.json().items ?? []).toHaveLength(0);
  });

  it('starts only with the bad rows skipped, then imports in the background', async () => {
    const { import: imp } = (await upload(keeper, LOG)).json();
    const refused = await call(keeper, 'POST', `/${imp.id}/start`, { skipBadRows: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      '4 rows have problems: fix the file and upload it again, or choose to skip them.',
    );
    const started = await call(keeper, 'POST', `/${imp.id}/start`, { skipBadRows: true });
    expect(started.statusCode).toBe(202);
    expect(['queued', 'running', 'done']).toContain(started.json().status);
    expect((await call(keeper, 'POST', `/${imp.id}/start`, { skipBadRows: true })).statusCode).toBe(
      409,
    );
    await t.app.ctx.worker.idle();
    const done = (await call(keeper, 'GET', `/${imp.id}`)).json();
    expect(done).toMatchObject({
      status: 'done',
      processed: 7,
      created: 2,
      skipped: 5,
      canUndo: true,
    });

    const report = await call(keeper, 'GET', `/${imp.id}/report`);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    const lines = report.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('row,outcome,reference,title,reason');
    expect(lines[1]).toMatch(/^2,Created,LF-\d{4}-\d{5},Blue water bottle,$/);
    expect(lines[3]).toBe('4,Skipped,,Umbrella,Unknown category: Brollies');
    expect(lines[7]).toBe('8,Skipped,,Red scarf,Returned in the old log: not imported');

    // The items: in the desk's custody, with the day they were found and their history.
    const ref = lines[1]!.split(',')[2]!;
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search/items/search?search=${ref}`,
    });
    const found = search.json().items[0];
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/items/${found._id}`,
      headers: auth(keeper),
    });
    const item = page.json().item ?? page.json();
    expect(item).toMatchObject({
      title: 'Blue water bottle',
      status: 'Found',
      foundOn: '2026-03-14',
      storageLocation: 'A1',
      desk: { _id: library },
      keeperId: keeper.id,
    });
  });

  it('creates nothing twice when the same file is imported again', async () => {
    const res = await upload(keeper, LOG);
    const preview = res.json();
    expect(preview.newRows).toBe(0);
    expect(preview.skips.slice(0, 2)).toEqual([
      { row: 2, reason: expect.stringMatching(/^Already imported \(LF-\d{4}-\d{5}\)$/) },
      { row: 3, reason: expect.stringMatching(/^Already imported/) },
    ]);
    await call(keeper, 'POST', `/${preview.import.id}/start`, { skipBadRows: true });
    await t.app.ctx.worker.idle();
    expect((await call(keeper, 'GET', `/${preview.import.id}`)).json()).toMatchObject({
      status: 'done',
      created: 0,
      canUndo: true,
    });
  });

  it('undoes an import as a whole, audited, and lets its rows come in again', async () => {
    const csv = 'Title,Category,Place\nSilver ring,Keys,Pool\nGrey hat,Keys,Pool\n';
    const { import: imp } = (await upload(admin, csv)).json();
    await call(admin, 'POST', `/${imp.id}/start`, { skipBadRows: false });
    await t.app.ctx.worker.idle();
    const undone = await call(keeper, 'POST', `/${imp.id}/undo`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'undone', canUndo: false });
    expect((await call(keeper, 'POST', `/${imp.id}/undo`)).statusCode).toBe(409);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit?action=import.undo',
      headers: auth(admin),
    });
    expect(audit.json().entries[0]).toMatchObject({ action: 'import.undo' });
    const again = (await upload(admin, csv)).json();
    expect(again.newRows).toBe(2);
  });

  it('cannot be undone once one of its items is claimed', async () => {
    const csv = 'Title,Category,Place\nOrange mitten,Keys,Rink\n';
    const { import: imp } = (await upload(keeper, csv)).json();
    await call(keeper, 'POST', `/${imp.id}/start`, { skipBadRows: false });
    await t.app.ctx.worker.idle();
    const items = await t.app.inject({
      method: 'GET',
      url: '/api/v1/search/items/search?search=Orange%20mitten',
    });
    const itemId = items.json().items[0]._id;
    const claim = await t.app.inject({
      method: 'POST',
      url: `/api/v1/items/${itemId}/claim`,
      headers: auth(stranger),
    });
    expect(claim.statusCode).toBeLessThan(300);
    const res = await call(keeper, 'POST', `/${imp.id}/undo`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^This import cannot be undone: LF-\d{4}-\d{5} has been claimed\.$/,
    );
    expect((await call(keeper, 'GET', `/${imp.id}`)).json().canUndo).toBe(false);
  });

  it('keeps keepers to their desks and others out', async () => {
    expect((await upload(otherKeeper, LOG)).statusCode).toBe(403);
    expect((await upload(stranger, LOG)).statusCode).toBe(403);
    const { import: imp } = (await upload(keeper, LOG)).json();
    expect((await call(otherKeeper, 'GET', `/${imp.id}`)).statusCode).toBe(403);
    expect((await call(stranger, 'GET', `/${imp.id}/report`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/${imp.id}`)).statusCode).toBe(200);
    expect((await call(keeper, 'GET', '/nope')).statusCode).toBe(404);
    const list = (await call(otherKeeper, 'GET', '')).json().imports;
    expect(list.every((i: { deskId: string }) => i.deskId !== library)).toBe(true);
  });

  it("guesses an office's usual headers, and starts a file seen before with its last mapping", async () => {
    const csv = 'Log #,Item,Type,Found where\nL-77,Blue cap,Keys,Gym\n';
    const first = (await upload(keeper, csv)).json();
    expect(first.import.mapping).toEqual({ reference: 0, title: 1, category: 2, place: 3 });
    // Mapped by hand without the reference, and imported.
    await call(keeper, 'PUT', `/${first.import.id}/mapping`, {
      mapping: { title: 1, category: 2, place: 3 },
    });
    await call(keeper, 'POST', `/${first.import.id}/start`, { skipBadRows: false });
    await t.app.ctx.worker.idle();
    // The same file again starts with that mapping: its row is known, nothing is new.
    const again = (await upload(keeper, csv)).json();
    expect(again.import.mapping).toEqual({ title: 1, category: 2, place: 3 });
    expect(again.newRows).toBe(0);
  });

  it('maps columns by hand and refuses a mapping without the required fields', async () => {
    const csv = 'A,B,C\nBlack wallet,Keys,Union\n';
    const { import: imp } = (await upload(keeper, csv)).json();
    const missing = await call(keeper, 'PUT', `/${imp.id}/mapping`, { mapping: { title: 0 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Choose the column of: Category, Place found.');
    const twice = await call(keeper, 'PUT', `/${imp.id}/mapping`, {
      mapping: { title: 0, category: 0, place: 2 },
    });
    expect(twice.json().message).toBe('A is mapped to both Title and Category.');
    const ok = await call(keeper, 'PUT', `/${imp.id}/mapping`, {
      mapping: { title: 0, category: 1, place: 2 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ newRows: 1, problems: [] });
  });
});
