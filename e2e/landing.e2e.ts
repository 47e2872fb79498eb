import { seedBrowseItems } from '../scripts/bench/firstLoadSeed';
import { launchBrowser, snap } from './support/browser';
import { ADMIN, startPortal, type Portal } from './support/portal';
import { loginThroughUi, person, registerThroughApi } from './support/flows';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/**
 * The server-rendered landing page (docs/architecture.md#server-rendered-landing-page): readable
 * without JavaScript, and hydrated without a mismatch, whatever the visitor's time zone, saved
 * login or theme.
 */
describe('the landing page, rendered by the server', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal();
    await seedBrowseItems(portal.url, ADMIN);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  /** A page that collects console errors and warnings and uncaught errors. */
  async function watchedPage(options: BrowserContextOptions = {}) {
    const context = await browser.newContext({ baseURL: portal.url, ...options });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
    });
    page.on('pageerror', (err) => problems.push(err.message));
    return { context, page, problems };
  }

  /** The app has taken over: the navbar's links appear once the saved session is read. */
  const hydrated = (page: Page) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();

  it('shows the items with JavaScript disabled', async () => {
    const context = await browser.newContext({ baseURL: portal.url, javaScriptEnabled: false });
    const page = await context.newPage();
    const res = await page.goto('/');
    expect(res?.headers()['link']).toBeUndefined();
    for (let i = 1; i <= 8; i += 1)
      await page
        .getByRole('heading', { name: `Found near the library ${i}`, exact: true })
        .waitFor();
    await page.getByRole('heading', { name: 'Lost & Found Items' }).waitFor();
    await snap(page, 'landing-no-js');
    await context.close();
  });

  it('hydrates with no console error, then search and the status filter work', async () => {
    // A zone where today's items have another date than in UTC (the server writes UTC).
    const timezoneId = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const { context, page, problems } = await watchedPage({ timezoneId });
    await page.goto('/');
    await page.getByText('Found near the library 1', { exact: true }).waitFor();
    await hydrated(page);

    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Lost' }).click();
    await page.waitForURL(/status=Lost/);
    await page.getByText('Found near the library 2', { exact: true }).waitFor();
    await page
      .getByText('Found near the library 1', { exact: true })
      .waitFor({ state: 'detached' });

    await page.getByLabel('Search').fill('library 4');
    await page.waitForURL(/q=library/);
    await page.getByText('Found near the library 4', { exact: true }).waitFor();
    // One item has both words; the other library items follow as partial matches
    // (docs/product.md#browse-filters), under their own heading.
    await page.getByRole('heading', { name: 'Items matching some of your words' }).waitFor();
    await snap(page, 'landing-hydrated');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hydrates for a signed-in user who chose the dark theme', async () => {
    const who = person('Dana');
    await registerThroughApi(portal, who);
    const { context, page, problems } = await watchedPage({ colorScheme: 'dark' });
    await loginThroughUi(page, who);
    // A saved choice (light, then dark again), besides the system's dark preference.
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    problems.length = 0;
    await page.goto('/');
    await page.getByText('Found near the library 1', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    // Dark once the app has started (the light theme's background is #f5f7fb).
    const background = await page.evaluate('getComputedStyle(document.body).backgroundColor');
    expect(background).not.toBe('rgb(245, 247, 251)');
    await snap(page, 'landing-hydrated-dark');
    expect(problems).toEqual([]);
    await context.close();
  });
});
