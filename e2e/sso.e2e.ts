import { startTestProvider, type TestProvider } from '../server/test/oidcProvider';
import { launchBrowser, newPage, snap } from './support/browser';
import { freePort, startPortal, type Portal } from './support/portal';
import { toast } from './support/flows';
import type { Browser, Page } from 'playwright-core';

describe('single sign-on in a real browser', () => {
  let provider: TestProvider;
  let portal: Portal;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    // The provider must know the portal's redirect URI, so the portal's port is chosen first.
    const port = await freePort();
    const portalUrl = `http://127.0.0.1:${port}`;
    provider = await startTestProvider([`${portalUrl}/api/v1/auth/oidc/callback`]);
    provider.addAccount('ada', {
      email: 'ada@campus.test',
      email_verified: true,
      name: 'Ada Lovelace',
    });
    portal = await startPortal(
      {
        PUBLIC_URL: portalUrl,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        OIDC_NAME: 'Campus account',
        OIDC_ALLOWED_DOMAINS: 'campus.test',
      },
      port,
    );
    browser = await launchBrowser();
    page = await newPage(browser, portal.url);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await provider?.close();
  });

  it('signs in on the provider page and lands signed in to a new account', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Campus account' }).waitFor();
    await snap(page, 'sso-login-button');
    await page.getByRole('link', { name: 'Sign in with Campus account' }).click();

    // The provider's own sign-in page (oidc-provider's quick-start form).
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.locator('input[name="login"]').fill('ada');
    await page.locator('input[name="password"]').fill('any password');
    await snap(page, 'sso-provider-login');
    await page.getByRole('button', { name: 'Sign-in' }).click();

    await toast(page, 'Logged in successfully!');
    // The sign-in created the account: the dashboard greets it as new (docs/product.md#single-sign-on).
    await page.waitForURL((url) => url.origin === portal.url && url.pathname === '/dashboard');
    await page.getByText(/^Welcome, /).waitFor();
    // The one-time code never stays in the address bar.
    expect(page.url()).not.toContain('code=');
    // The account menu names whom the provider signed in.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').getByText('ada@campus.test').waitFor();
    await snap(page, 'sso-signed-in');
    await page.keyboard.press('Escape');
  });

  it('sends a refused domain back to the login page with the reason', async () => {
    provider.addAccount('eve', {
      email: 'eve@elsewhere.example',
      email_verified: true,
      name: 'Eve',
    });
    const other = await newPage(browser, portal.url);
    await other.goto('/login');
    await other.getByRole('link', { name: 'Sign in with Campus account' }).click();
    await other.waitForURL((url) => url.origin === provider.issuer);
    await other.locator('input[name="login"]').fill('eve');
    await other.locator('input[name="password"]').fill('any password');
    await other.getByRole('button', { name: 'Sign-in' }).click();
    await other.waitForURL('**/login?sso_error=domain');
    await other.getByText('Only campus email addresses can sign in here.').waitFor();
    await other.context().close();
  });
});
