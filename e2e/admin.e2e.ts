import { launchBrowser, newPage, snap } from './support/browser';
import { ADMIN, startPortal, type Portal } from './support/portal';
import { loginThroughUi, person, registerThroughApi, toast } from './support/flows';
import type { Browser, Page } from 'playwright-core';

describe('the admin console, in a real browser', () => {
  let portal: Portal;
  let browser: Browser;
  let admin: Page;
  let member: Page;
  const uma = person('Uma');

  beforeAll(async () => {
    portal = await startPortal();
    await registerThroughApi(portal, uma);
    browser = await launchBrowser();
    admin = await newPage(browser, portal.url);
    member = await newPage(browser, portal.url);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it("shows the Overview's counters before the chart code, then the chart in the same space", async () => {
    const page = await newPage(browser, portal.url);
    // Hold the chart library back: the counters and the table must not wait for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    try {
      await loginThroughUi(page, ADMIN);
      await page.route('**/assets/admin-charts-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/admin');
      await page
        .locator('.MuiCardContent-root', { hasText: 'Total items' })
        .getByText(/^\d+$/)
        .waitFor();
      await page.getByRole('heading', { name: 'Most active users' }).waitFor();
      const chartCard = page.locator('.MuiCard-root', { hasText: 'Items per week' });
      const before = await chartCard.boundingBox();
      expect(await page.getByText('Posted', { exact: true }).count()).toBe(0);

      release();
      await chartCard.getByText('Posted', { exact: true }).waitFor();
      expect(await chartCard.locator('svg rect').count()).toBeGreaterThan(0);
      // The placeholder had the chart's height: nothing below it moved.
      expect((await chartCard.boundingBox())?.height).toBe(before?.height);
      await snap(page, 'admin-overview');
    } finally {
      release();
      await page.close();
    }
  });

  it('finds the user by search, deactivates them, and their open session is logged out', async () => {
    await loginThroughUi(member, uma);
    await member.goto('/dashboard');
    await member.getByRole('link', { name: 'User Dashboard' }).waitFor();

    await loginThroughUi(admin, ADMIN);
    await admin.goto('/admin?tab=users');
    // The search is debounced: the click waits for the searched list, or it may land on the
    // grid's loading overlay while the unfiltered list is replaced (failed CI once).
    const searched = admin.waitForResponse(
      (r) => r.url().includes('/api/v1/admin/users') && r.url().includes('search='),
    );
    await admin.getByLabel('Search users').fill(uma.email.slice(0, 10));
    await searched;
    const toggle = admin.getByLabel(`Toggle activation for ${uma.name}`);
    await toggle.waitFor();
    await snap(admin, 'admin-users-search');
    await toggle.click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await admin.getByRole('dialog').waitFor({ state: 'detached' });

    // The server says why it drops the member's socket: one clear message, then /login; no
    // "Server disconnected..." warning and no "Session expired" toast after it.
    await toast(member, 'Your account has been deactivated. Contact an administrator for help.');
    await member.waitForURL('**/login', { timeout: 10_000 });
    await member.waitForTimeout(1000);
    expect(await member.getByText('Server disconnected. Attempting to reconnect...').count()).toBe(
      0,
    );
    expect(await member.getByText('Session expired. Please log in again.').count()).toBe(0);
    await snap(member, 'admin-deactivated-member-logged-out');

    // And the account cannot log back in.
    await member.getByLabel('Email').fill(uma.email);
    await member.getByLabel(/^Password/).fill(uma.password);
    await member.getByRole('button', { name: 'Login', exact: true }).click();
    await toast(member, 'This account has been deactivated.');
  });
});
