import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { createRoleAccount, loginThroughApi } from './support/api';
import { snap } from './support/browser';
import { loginThroughUi, person, toast } from './support/flows';
import { findAndOpen } from './support/items';
import {
  KEEPER_PROBE,
  SHARED_WITH_KEEPER,
  daysAgo,
  keeperLog,
  officeLog,
  sheetRow,
  usDay,
  writeCsv,
  writeXlsx,
  type OfficeLog,
} from './support/officeLog';
import { ADMIN } from './support/portal';
import { startStage, stopStage, type Stage } from './support/stage';
import type { Page } from 'playwright-core';

type ReportLine = {
  row: string;
  outcome: string;
  reference: string;
  title: string;
  reason: string;
};

/** The lead looks at these outside the repository too. */
const SHOTS = '/tmp/shots';

/** A screenshot with `snap`, and a copy under /tmp/shots/import-<name>.png. */
async function shot(page: Page, name: string) {
  // From the top: scrolled, the sticky app bar lands mid-page in a full-page screenshot.
  await page.evaluate('window.scrollTo(0, 0)');
  await snap(page, `office-import-${name}`);
  fs.mkdirSync(SHOTS, { recursive: true });
  fs.copyFileSync(
    path.resolve(`e2e/screenshots/office-import-${name}.png`),
    path.join(SHOTS, `import-${name}.png`),
  );
}

/** The cells of a table's body rows, as the page shows them. */
async function bodyRows(page: Page, caption: string): Promise<string[][]> {
  const rows = page.getByRole('table', { name: caption }).locator('tbody tr');
  const out: string[][] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    out.push((await rows.nth(i).locator('td').allInnerTexts()).map((t) => t.trim()));
  }
  return out;
}

/** Picks an option of a select (an MUI select is a combobox and a listbox). */
async function choose(page: Page, select: RegExp, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Step 1 from the office page: the desk, the file, Upload and preview; the mapping shows. */
async function uploadFromOffice(page: Page, file: string, desk: string | null) {
  await page.goto('/office');
  await page.getByRole('link', { name: 'Import a spreadsheet' }).click();
  await page.waitForURL(/\/office\/import$/);
  await page.getByRole('heading', { name: '1. Upload' }).waitFor();
  if (desk) await choose(page, /^Desk/, desk);
  await page.getByLabel('Spreadsheet file').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload and preview' }).click();
  // Reading and checking a few hundred rows on a busy machine: seconds.
  await page.getByRole('heading', { name: '2. Map columns' }).waitFor({ timeout: 60_000 });
  await page.waitForURL(/\/office\/import\?import=/);
}

/**
 * The log numbers: "Log no" is guessed as the Reference (docs/product.md#importing-the-offices-log).
 * The admin tries the mapping by hand: without it a number twice is no problem and an earlier
 * import's row is not recognised; with it back, both are.
 */
async function unmapLogNumbers(page: Page) {
  expect(await page.getByRole('combobox', { name: /^Reference/ }).innerText()).toBe('Log no');
  await choose(page, /^Reference/, 'Not imported');
}
async function mapLogNumbers(page: Page) {
  await choose(page, /^Reference/, 'Log no');
}
async function expectLogNumbersMapped(page: Page) {
  expect(await page.getByRole('combobox', { name: /^Reference/ }).innerText()).toBe('Log no');
}

const counts = (rows: number, news: number, bad: number, skipped: number) =>
  `${rows} rows: ${news} will be imported, ${bad} ${bad === 1 ? 'has' : 'have'} problems, ${skipped} skipped.`;

/**
 * The office moves in (docs/product.md#importing-the-offices-log): the admin imports the
 * office's spreadsheet, a few hundred rows with the usual mistakes, maps the log numbers by
 * hand, reads the problems in the preview, skips them, follows the progress across a reload and
 * downloads the report; a keeper imports their desk's own log, which repeats five rows, and finds
 * an item in the queue and in the public search; the same file again imports nothing; the keeper
 * undoes their import and the item is gone from the search.
 */
describe('the office moves in: importing its spreadsheet', () => {
  let stage: Stage;
  let adminPage: Page;
  let keeperPage: Page;
  let log: OfficeLog;
  let categories: string[];
  let dir: string;
  let xlsx: string;
  let keeperImportUrl: string;
  /** The admin's rows that became items: sheet row → reference (LF-…), from the report. */
  const references = new Map<number, string>();
  const kim = person('Kim');

  beforeAll(async () => {
    stage = await startStage([], 2);
    [adminPage, keeperPage] = stage.pages as [Page, Page];
    const admin = await loginThroughApi(stage.portal, ADMIN);
    await createRoleAccount(stage.portal, admin, kim, 'keeper');
    const kimApi = await loginThroughApi(stage.portal, kim);
    await admin.call('POST', '/admin/desks', {
      name: 'Main Library desk',
      place: 'Main Library, ground floor',
      hours: 'Mon-Fri 8:00-22:00',
      contact: 'library-desk@campus.test',
      keeperIds: [],
      storagePlaces: ['Shelf A1', 'Shelf A2', 'Shelf B1', 'Shelf B2', 'Bin 1', 'Bin 3'],
    });
    await admin.call('POST', '/admin/desks', {
      name: 'Student Union desk',
      place: 'Student Union, ground floor',
      hours: 'Mon-Fri 9:00-17:00',
      contact: 'su-desk@campus.test',
      keeperIds: [kimApi.userId],
      storagePlaces: ['Shelf A1', 'Shelf A2', 'Shelf B1', 'Shelf B2', 'Bin 1', 'Bin 3'],
    });
    // The log uses the categories this portal has (the default ones).
    const listed = (await (await fetch(`${stage.portal.url}/api/v1/categories`)).json()) as {
      categories: { name: string }[];
    };
    categories = listed.categories.map((c) => c.name);
    log = officeLog(categories);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-import-'));
    xlsx = await writeXlsx(log.rows, path.join(dir, 'office-log.xlsx'));
  }, 120_000);
  afterAll(async () => {
    await stopStage(stage);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the admin imports the office’s XLSX: mapping, problems, progress across a reload, report', async () => {
    const rowCount = log.rows.length;
    const bad = log.problems.length;
    const skipped = bad + log.returned.length;
    await loginThroughUi(adminPage, ADMIN);
    await uploadFromOffice(adminPage, xlsx, 'Main Library desk');
    await adminPage.getByText('office-log.xlsx, for the Main Library desk').waitFor();

    // The guess maps what the header names plainly ("Item" is the title, "Shelf" the storage).
    const guessed = { Title: 'Item', Category: 'Category', 'Place found': 'Where found' };
    for (const [field, column] of Object.entries(guessed)) {
      expect(
        await adminPage.getByRole('combobox', { name: new RegExp(`^${field}`) }).innerText(),
      ).toBe(column);
    }
    expect(await adminPage.getByRole('combobox', { name: /^Storage place/ }).innerText()).toBe(
      'Shelf',
    );
    await unmapLogNumbers(adminPage);
    // Without the log numbers, a number twice is no problem.
    const guessedBad = log.problemsWithoutReference;
    const guessedNew = rowCount - guessedBad - log.returned.length;
    await adminPage
      .getByText(counts(rowCount, guessedNew, guessedBad, log.returned.length))
      .waitFor();

    await mapLogNumbers(adminPage);
    await adminPage.getByText(counts(rowCount, log.newRows, bad, log.returned.length)).waitFor();
    // The sample shows where each column goes now.
    expect(
      await adminPage.getByRole('table', { name: /^The first \d+ rows of the file$/ }).innerText(),
    ).toContain('→ Reference');

    const problems = await bodyRows(adminPage, 'Rows with problems');
    expect(problems).toEqual(log.problems.map((p) => [String(p.row), p.field, p.message]));
    expect(problems.filter((p) => p[2] === 'Unknown category: Brollies')).toHaveLength(3);
    expect(problems.map((p) => p[2])).toContain('Reference L-1150 is also on row 151');
    expect(await bodyRows(adminPage, 'Rows that will be skipped')).toEqual(
      log.returned.map((row) => [String(row), 'Returned in the old log: not imported']),
    );

    // Nothing starts while the bad rows are not to be skipped.
    const start = adminPage.getByRole('button', { name: `Import ${log.newRows} items` });
    expect(await start.isDisabled()).toBe(true);
    await adminPage.getByRole('checkbox', { name: `Skip the ${bad} rows with problems` }).check();
    await shot(adminPage, 'preview');
    await start.click();
    // Step 4 at once: the start's answer (queued) shows the bar, and the progress is asked for
    // no sooner than a second later.
    const bar = adminPage.getByRole('progressbar', { name: 'Import progress' });
    await bar.waitFor();
    await toast(adminPage, 'Import of office-log.xlsx started.');
    await shot(adminPage, 'progress');
    const importUrl = adminPage.url();
    expect(importUrl).toMatch(/\/office\/import\?import=[^&]+$/);

    // A reload, mid-import while it still runs, comes back to the same import by its address.
    // In the page, not the screen readers' announcement of the same words.
    const finished = adminPage
      .getByRole('main')
      .getByText(`Import finished: ${log.newRows} created, ${skipped} skipped.`, { exact: true });
    await adminPage.reload();
    expect(adminPage.url()).toBe(importUrl);
    await bar.or(finished).first().waitFor({ timeout: 60_000 });
    if (await bar.isVisible()) await shot(adminPage, 'progress-reloaded');
    await finished.waitFor({ timeout: 60_000 });
    await adminPage.getByRole('button', { name: 'Undo this import' }).waitFor();
    await shot(adminPage, 'finished');

    // The report: a CSV download, one line per row, matching the file.
    const [download] = await Promise.all([
      adminPage.waitForEvent('download'),
      adminPage.getByRole('button', { name: 'Download the report' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('office-log-report.csv');
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFFrow,outcome,reference,title,reason\r\n')).toBe(true);
    const lines = parse(text, { bom: true, columns: true }) as ReportLine[];
    expect(lines).toHaveLength(rowCount);
    expect(lines.map((l) => l.row)).toEqual(log.rows.map((_, i) => String(sheetRow(i))));
    const badRows = new Map(log.problems.map((p) => [String(p.row), p.message]));
    const returned = new Set(log.returned.map(String));
    lines.forEach((line, i) => {
      expect(line.title).toBe(log.rows[i]!.item);
      if (badRows.has(line.row)) {
        expect(line).toMatchObject({
          outcome: 'Skipped',
          reference: '',
          reason: badRows.get(line.row),
        });
      } else if (returned.has(line.row)) {
        expect(line).toMatchObject({
          outcome: 'Skipped',
          reason: 'Returned in the old log: not imported',
        });
      } else {
        expect(line).toMatchObject({ outcome: 'Created', reason: '' });
        expect(line.reference).toMatch(/^LF-\d{4}-\d{5}$/);
        references.set(Number(line.row), line.reference);
      }
    });
    expect(references.size).toBe(log.newRows);
  }, 240_000);

  it('a keeper imports their desk’s CSV, which repeats five rows, and finds an item', async () => {
    const rows = keeperLog(log, categories);
    const csv = writeCsv(rows, path.join(dir, 'su-desk-log.csv'));
    const fresh = rows.length - SHARED_WITH_KEEPER.length;
    await loginThroughUi(keeperPage, kim);
    // A keeper imports to their own desk: the only one offered.
    await uploadFromOffice(keeperPage, csv, null);
    await keeperPage.getByText('su-desk-log.csv, for the Student Union desk').waitFor();
    await expectLogNumbersMapped(keeperPage);
    await keeperPage.getByText(counts(rows.length, fresh, 0, SHARED_WITH_KEEPER.length)).waitFor();

    // The rows the admin imported already, each with the reference of the item it became.
    const expected = rows.flatMap((row, i) => {
      const adminIndex = SHARED_WITH_KEEPER.find((k) => log.rows[k]!.logNo === row.logNo);
      if (adminIndex === undefined) return [];
      const reference = references.get(sheetRow(adminIndex))!;
      return [[String(sheetRow(i)), `Already imported (${reference})`]];
    });
    expect(expected).toHaveLength(5);
    expect(await bodyRows(keeperPage, 'Rows that will be skipped')).toEqual(expected);
    expect(await keeperPage.getByRole('table', { name: 'Rows with problems' }).count()).toBe(0);
    await shot(keeperPage, 'keeper-preview');

    await keeperPage.getByRole('button', { name: `Import ${fresh} items` }).click();
    await keeperPage
      .getByRole('main')
      .getByText(`Import finished: ${fresh} created, ${SHARED_WITH_KEEPER.length} skipped.`, {
        exact: true,
      })
      .waitFor({ timeout: 60_000 });
    keeperImportUrl = keeperPage.url();

    // In the office's queue, by words of its title.
    await keeperPage.goto('/office');
    const find = keeperPage.getByRole('searchbox', { name: 'Find an item' });
    await find.fill('dented lid');
    await find.press('Enter');
    await keeperPage.getByText(KEEPER_PROBE.item).first().waitFor();
    await shot(keeperPage, 'keeper-queue');

    // In the public search, with the day it was found from the file.
    await findAndOpen(keeperPage, 'dented lid', KEEPER_PROBE.item);
    const foundOn = keeperPage
      .locator('dt', { hasText: 'Found on' })
      .locator('xpath=following-sibling::dd[1]');
    expect((await foundOn.innerText()).trim()).toBe(usDay(daysAgo(KEEPER_PROBE.foundDaysAgo)));
    await shot(keeperPage, 'keeper-item');
  }, 180_000);

  it('the same file uploaded again has nothing new to import', async () => {
    await uploadFromOffice(adminPage, xlsx, 'Main Library desk');
    // The same columns at the same desk: last time's mapping.
    await expectLogNumbersMapped(adminPage);
    const rowCount = log.rows.length;
    const bad = log.problems.length;
    await adminPage.getByText(counts(rowCount, 0, bad, rowCount - bad)).waitFor();
    const skips = await bodyRows(adminPage, 'Rows that will be skipped');
    expect(skips).toHaveLength(rowCount - bad);
    const firstRow = sheetRow(0);
    expect(skips[0]).toEqual([String(firstRow), `Already imported (${references.get(firstRow)})`]);
    expect(await adminPage.getByRole('button', { name: 'Import 0 items' }).isDisabled()).toBe(true);
    await shot(adminPage, 'again');
  }, 180_000);

  it('the keeper undoes their import: the item leaves the search', async () => {
    await keeperPage.goto(keeperImportUrl);
    await keeperPage.getByRole('button', { name: 'Undo this import' }).click();
    const dialog = keeperPage.getByRole('dialog', { name: 'Undo this import?' });
    await dialog.getByRole('button', { name: 'Undo import' }).click();
    await toast(keeperPage, 'Import undone: its items were removed.');
    await keeperPage
      .getByRole('main')
      .getByText('This import was undone: its items were removed.')
      .waitFor();

    // The search answers partial matches too ("lid" of other bottles): the item is not among them.
    const answer = keeperPage.waitForResponse(
      (r) => r.url().includes('/search/items/search') && r.url().includes('dented'),
    );
    await keeperPage.goto('/');
    await keeperPage.getByPlaceholder('title, description or tags').fill('dented lid');
    const found = ((await (await answer).json()) as { items: { title: string }[] }).items;
    expect(found.map((i) => i.title)).not.toContain(KEEPER_PROBE.item);
    await (
      found[0]
        ? keeperPage.getByRole('link', { name: found[0].title }).first()
        : keeperPage.getByText('No items found matching your search.')
    ).waitFor();
    expect(await keeperPage.getByRole('link', { name: KEEPER_PROBE.item }).count()).toBe(0);
    await shot(keeperPage, 'undone-search');
  }, 120_000);
});
