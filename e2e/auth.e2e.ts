import { launchBrowser, newPage, snap } from './support/browser';
import { startPortal, type Portal } from './support/portal';
import { loginThroughUi, logoutThroughUi, person, registerThroughUi, toast } from './support/flows';
import type { Browser, Page } from 'playwright-core';

describe('accounts in a real browser', () => {
  let portal: Portal;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    page = await newPage(browser, portal.url);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('registers, verifies by emailed code, logs out and in, resets a forgotten password', async () => {
    const sam = person('Sam');
    await registerThroughUi(page, portal, sam);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    // A new account is greeted "Welcome", not "Welcome back" (docs/product.md#screens).
    await page.getByText(/^Welcome, .+\. Items you posted/).waitFor();
    await snap(page, 'auth-dashboard-after-verify');
    // Signed in, /login sends on instead of showing the form.
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/dashboard');
    await logoutThroughUi(page);
    await loginThroughUi(page, sam);
    await logoutThroughUi(page);

    // /verify-otp without its email says why and offers the ways on, no endless spinner.
    await page.goto('/verify-otp');
    const main = page.getByRole('main');
    await main.getByText(/^No email provided for verification\. Open the link/).waitFor();
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await snap(page, 'auth-verify-no-email');
    await main.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/login');

    // Forgot password: the dialog sends a code, then the reset form takes code and new password.
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(sam.email);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForURL(/\/verify-otp\?.*forgot=true/);
    const code = await portal.mailedCode(sam.email);
    const newPassword = `${sam.password}-renewed`;
    await page.getByLabel(/^OTP/).fill(code);
    await page.getByLabel(/^New Password/).fill(newPassword);
    await page.getByLabel(/^Confirm Password/).fill(newPassword);
    await snap(page, 'auth-reset-form');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL('**/login');

    // The old password no longer works; the new one does.
    await page.getByLabel('Email').fill(sam.email);
    await page.getByLabel(/^Password/).fill(sam.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await toast(page, 'Invalid email or password.');
    await loginThroughUi(page, { email: sam.email, password: newPassword });
    await snap(page, 'auth-logged-in-with-new-password');
  });
});
