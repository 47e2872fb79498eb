import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../../test/testApp';
import {
  type TestUser,
  auth,
  createCast,
  createCategory,
  createDesk,
  multipart,
} from '../../test/fixtures';
import { readSheet } from './readSheet';

/** docs/product.md#importing-the-offices-log: the limits and bad files get clear answers, write nothing. */
describe('imports: limits and bad files', () => {
  let t: TestApp;
  let keeper: TestUser;
  let desk: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ keeper } = await createCast(t));
    await createCategory(t, { name: 'Keys' });
    desk = await createDesk(t, 'Library desk', [keeper.id]);
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (data: Buffer, fileName = 'log.csv') => {
    const m = multipart(
      { deskId: desk, fileName },
      { name: 'file', filename: fileName, contentType: 'application/octet-stream', data },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/office/imports',
      payload: m.payload,
      headers: { ...m.headers, ...auth(keeper) },
    });
  };
  const importsNow = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/v1/office/imports', headers: auth(keeper) })
    ).json().imports.length as number;

  async function xlsx(rows: (string | number | Date | { formula: string })[][]): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Log');
    for (const r of rows) ws.addRow(r);
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  it('refuses a 50 MB file with 413 and keeps nothing', async () => {
    const before = await importsNow();
    const line = 'Title,Keys,Place\n';
    const res = await upload(Buffer.from(line.repeat(Math.ceil((50 * 1024 * 1024) / line.length))));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await importsNow()).toBe(before);
  });

  it('refuses 100,000 rows, saying to split the file', async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => `K${i},Keys,Gym`).join('\n');
    const res = await upload(Buffer.from(`Title,Category,Place\n${rows}\n`));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The file has 100,000 rows; an import takes at most 20,000. Split it and import each part.',
    );
  });

  it('refuses a CSV that is not UTF-8 instead of guessing its letters', async () => {
    const latin1 = Buffer.from('Title,Category,Place\nCl\xe9s de Ren\xe9,Keys,Caf\xe9\n', 'latin1');
    const res = await upload(latin1);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The CSV is not in UTF-8, so its accents would be lost. In Excel, save it as "CSV UTF-8 (Comma delimited)" and upload it again.',
    );
  });

  it('reads UTF-16 with its byte-order mark, as Excel saves "Unicode text"', async () => {
    const text = '\ufeffTitle\tCategory\tPlace\nClés de René\tKeys\tCafé\n';
    const res = await upload(Buffer.from(text, 'utf16le'), 'log.txt');
    expect(res.statusCode).toBe(201);
    expect(res.json().sample[0].values).toEqual(['Clés de René', 'Keys', 'Café']);
  });

  it('flags a formula in an XLSX cell as a problem and never takes its value', async () => {
    const file = await xlsx([
      ['Title', 'Category', 'Place', 'Date found'],
      ['Brass key', 'Keys', 'Gym', new Date(Date.UTC(2026, 2, 14))],
      [{ formula: 'HYPERLINK("http://evil.test","Click")' }, 'Keys', 'Gym', '03/15/2026'],
    ]);
    const res = await upload(file, 'log.xlsx');
    expect(res.statusCode).toBe(201);
    const preview = res.json();
    expect(preview.sample[0].values).toEqual(['Brass key', 'Keys', 'Gym', '2026-03-14']);
    expect(preview.problems).toEqual([
      {
        row: 3,
        field: 'title',
        code: 'formula',
        message: 'Title is a formula: type the value instead',
      },
    ]);
    expect(preview.newRows).toBe(1);
  });

  it('flags a formula typed into a CSV cell too', async () => {
    const res = await upload(Buffer.from('Title,Category,Place\n=cmd|calc,Keys,Gym\n'));
    expect(res.json().problems[0]).toMatchObject({ code: 'formula', row: 2 });
  });

  it('refuses an old .xls, a damaged workbook and an empty file', async () => {
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), Buffer.alloc(100)]);
    expect((await upload(xls, 'log.xls')).json().message).toBe(
      'This is not an .xlsx workbook. Save it as .xlsx or CSV UTF-8 and upload it again.',
    );
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200)]);
    const res = await upload(broken, 'log.xlsx');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The workbook is damaged: it cannot be opened.');
    expect((await upload(Buffer.from('Title,Category,Place\n'))).json().message).toBe(
      'The file has no rows under its header.',
    );
  });

  it('refuses a workbook that would unpack to more than 200 MB before unpacking it', async () => {
    // A zip whose directory claims a 300 MB entry: refused from the directory alone.
    const file = await xlsx([['Title'], ['x']]);
    const eocd = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const dir = file.readUInt32LE(eocd + 16);
    file.writeUInt32LE(300 * 1024 * 1024, dir + 24);
    expect(await readSheet('bomb.xlsx', file)).toEqual({
      refused: 'The workbook is too large once unpacked. Import at most 20,000 rows at a time.',
    });
  });
});
