import { launchBrowser, newPage, snap } from './support/browser';
import { firstCategory, loginThroughApi, postItemThroughApi } from './support/api';
import { loginThroughUi, person, registerThroughApi, toast } from './support/flows';
import { ADMIN, startPortal, type Portal } from './support/portal';
import type { Browser, Page } from 'playwright-core';

/**
 * The browse filters (docs/product.md#browse-filters): the controls, their place in the URL
 * (reload, back and forward keep them; a change goes back to page 1), the search call they make,
 * and "Alert me" saving them.
 */
describe('browse filters and sort', () => {
  let portal: Portal;
  let browser: Browser;
  let page: Page;
  const sam = person('Sam');

  beforeAll(async () => {
    portal = await startPortal();
    const admin = await loginThroughApi(portal, ADMIN);
    const category = await firstCategory(portal);
    for (let i = 1; i <= 10; i++) {
      await postItemThroughApi(admin, {
        title: `Umbrella number ${i}`,
        description: 'Left in a lecture hall.',
        category,
        status: i % 2 ? 'Found' : 'Lost',
        location: 'Main Library',
      });
    }
    await postItemThroughApi(admin, {
      title: 'Zebra-striped scarf',
      description: 'Wool, very long.',
      category,
      status: 'Lost',
      location: 'Main Library',
    });
    await registerThroughApi(portal, sam);
    browser = await launchBrowser();
    page = await newPage(browser, portal.url);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  /** The query string of the next search call. */
  const nextSearch = () =>
    page
      .waitForRequest((r) => r.url().includes('/api/v1/search/items/search'))
      .then((r) => new URL(r.url()).searchParams);

  const select = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  it('puts each filter in the URL and the search call, starting again at page 1', async () => {
    await page.goto('/?page=2');
    await page.getByRole('heading', { level: 3 }).first().waitFor();
    for (const [label, text] of [
      ['Status', 'All Statuses'],
      ['Category', 'All Categories'],
      ['Posted within', 'Any time'],
      ['Sort by', 'Newest first'],
    ]) {
      expect(await page.getByRole('combobox', { name: label }).textContent()).toContain(text);
    }

    const category = await firstCategory(portal);
    let call = nextSearch();
    await select('Category', category);
    expect((await call).get('category')).toMatch(/.+/);
    expect((await call).get('page')).toBe('1');
    call = nextSearch();
    await select('Posted within', 'Past month');
    expect((await call).get('postedWithin')).toBe('month');
    call = nextSearch();
    await select('Sort by', 'Oldest first');
    const last = await call;
    expect(last.get('sort')).toBe('oldest');
    expect(last.get('postedWithin')).toBe('month');

    const url = new URL(page.url());
    expect(url.searchParams.get('postedWithin')).toBe('month');
    expect(url.searchParams.get('sort')).toBe('oldest');
    expect(url.searchParams.get('category')).toBe(last.get('category'));
    expect(url.searchParams.has('page')).toBe(false);
    await snap(page, 'browse-filters-desktop');
  });

  it('keeps the filters through a reload, back and forward', async () => {
    const before = page.url();
    await page.reload();
    await page.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await page.getByRole('combobox', { name: 'Sort by' }).textContent()).toContain(
      'Oldest first',
    );
    expect(await page.getByRole('combobox', { name: 'Posted within' }).textContent()).toContain(
      'Past month',
    );

    await select('Sort by', 'Newest first');
    await page.waitForURL((url) => !url.searchParams.has('sort'));
    await page.goBack();
    await page.waitForURL(before);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).textContent()).toContain(
      'Oldest first',
    );
    await page.goForward();
    await page.waitForURL((url) => !url.searchParams.has('sort'));
    expect(await page.getByRole('combobox', { name: 'Sort by' }).textContent()).toContain(
      'Newest first',
    );
  });

  /** The titles of the result cards, in order. */
  const titles = async () => {
    await page.getByRole('heading', { level: 3 }).first().waitFor();
    return page.getByRole('heading', { level: 3 }).allTextContents();
  };

  it('shows only what the filters allow, in the order asked', async () => {
    await page.goto('/?q=umbrella&status=Lost');
    const lost = await titles();
    expect(lost.length).toBeGreaterThan(0);
    for (const title of lost) expect(title).toMatch(/^Umbrella number (2|4|6|8|10)$/);
    await page.goto('/?q=umbrella&sort=oldest');
    expect((await titles())[0]).toBe('Umbrella number 1');
    await page.goto('/?q=umbrella');
    expect((await titles())[0]).toBe('Umbrella number 10');
  });

  it('continues with items matching some of the words, under their heading', async () => {
    await page.goto('/?q=umbrella%20zebra');
    await page.getByText('Items matching some of your words').waitFor();
    await page.getByText('No items match all of your words.').waitFor();
    const shown = await titles();
    expect(shown).toContain('Zebra-striped scarf');
    expect(shown.some((t) => t.startsWith('Umbrella number'))).toBe(true);
    await snap(page, 'browse-partial-matches');
    // A nonsense query still finds nothing.
    await page.goto('/?q=xqzzv%20plorkt');
    await page
      .getByText(/no items/i)
      .first()
      .waitFor();
    expect(await page.getByRole('heading', { level: 3 }).count()).toBe(0);
  });

  it('is usable on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/?postedWithin=term');
    await page.getByRole('heading', { level: 3 }).first().waitFor();
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(390);
    await snap(page, 'browse-filters-phone');
    await page.setViewportSize({ width: 1366, height: 800 });
  });

  it('"Alert me" saves the words and the filters', async () => {
    await loginThroughUi(page, sam);
    await page.goto('/?q=umbrella&status=Found&postedWithin=week&sort=oldest');
    await page.getByRole('heading', { level: 3 }).first().waitFor();
    await page.getByRole('button', { name: 'Alert me' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alert me about new items' });
    await dialog.getByText('“umbrella”, Found, posted in the past week.').waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Category' }).textContent()).toContain(
      'Any category',
    );
    await dialog.getByRole('button', { name: 'Save alert' }).click();
    await toast(page, "Saved. We'll tell you when a new item fits this search.");

    const caller = await loginThroughApi(portal, sam);
    const { savedSearches } = await caller.call<{ savedSearches: Record<string, unknown>[] }>(
      'GET',
      '/saved-searches',
    );
    expect(savedSearches).toEqual([
      expect.objectContaining({
        search: 'umbrella',
        status: 'Found',
        category: null,
        postedWithin: 'week',
        place: null,
      }),
    ]);
  });
});
