import { startTestProvider, type TestProvider } from '../server/test/oidcProvider';
import { signInAtProvider } from '../server/test/oidcBrowser';
import { launchBrowser, newPage, snap } from './support/browser';
import { freePort, startPortal, type Portal } from './support/portal';
import { loginThroughUi, person, registerThroughApi } from './support/flows';
import type { Browser, Page } from 'playwright-core';

/**
 * Issue 23, finding 2 (login CSRF through the sign-on hand-off): an attacker signs in with their
 * own campus account, stops before their browser trades the `/login/oidc#code=…` link, and
 * sends the link to a victim. Opened in the victim's browser, it must not sign the victim into
 * the attacker's account (docs/security.md#single-sign-on).
 */
describe('a sign-on code link opened in another browser', () => {
  let provider: TestProvider;
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    const port = await freePort();
    const portalUrl = `http://127.0.0.1:${port}`;
    provider = await startTestProvider([`${portalUrl}/api/v1/auth/oidc/callback`]);
    provider.addAccount('mallory', {
      email: 'mallory@campus.test',
      email_verified: true,
      name: 'Mallory Attacker',
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
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await provider?.close();
  });

  /** The attacker's own sign-in, up to the portal's redirect: the link and their cookie. */
  async function attackersLink(): Promise<{ link: string; cookie: string }> {
    const start = await fetch(`${portal.url}/api/v1/auth/oidc/start`, { redirect: 'manual' });
    const cookie = String(start.headers.get('set-cookie')).split(';')[0];
    const back = await signInAtProvider(
      String(start.headers.get('location')),
      'mallory',
      `${portal.url}/api/v1/auth/oidc/callback`,
    );
    const callback = await fetch(back, { redirect: 'manual', headers: { cookie } });
    const location = String(callback.headers.get('location'));
    expect(location).toMatch(/^\/login\/oidc#code=[\w-]{43}$/);
    return { link: `${portal.url}${location}`, cookie };
  }

  /** Every trade the page asks for, with its answer's status. */
  function tradesOf(page: Page): number[] {
    const statuses: number[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('/api/v1/auth/oidc/session')) statuses.push(res.status());
    });
    return statuses;
  }

  it('does not sign a signed-out victim into the attacker’s account', async () => {
    const { link, cookie } = await attackersLink();
    const victim = await newPage(browser, portal.url);
    const trades = tradesOf(victim);

    await victim.goto(link);
    await victim
      .getByText('This sign-in was started in another browser. Please sign in again in this one.')
      .waitFor();
    await snap(victim, 'sso-handoff-other-browser');
    expect(trades).toEqual([400]);
    expect(victim.url()).not.toContain('code=');
    // Not signed in at all: the page offers the way back to login, the navbar its Login link.
    await victim.getByRole('link', { name: 'Back to login' }).waitFor();
    expect(await victim.getByRole('button', { name: 'Account menu' }).count()).toBe(0);

    // The link was live: only the attacker's own browser could have used it.
    const code = new URL(link).hash.replace(/^#code=/, '');
    const own = await fetch(`${portal.url}/api/v1/auth/oidc/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ code }),
    });
    expect(own.status).toBe(200);
    await victim.context().close();
  });

  it('leaves a signed-in victim in their own account and never trades the code', async () => {
    const nia = person('Nia');
    await registerThroughApi(portal, nia);
    const victim = await newPage(browser, portal.url);
    await loginThroughUi(victim, nia);
    const trades = tradesOf(victim);

    const { link } = await attackersLink();
    await victim.goto(link);
    await victim
      .getByText(
        `You are already signed in as ${nia.name}. Sign out first to sign in with another account.`,
      )
      .waitFor();
    await snap(victim, 'sso-handoff-already-signed-in');
    expect(victim.url()).not.toContain('code=');

    await victim.getByRole('link', { name: `Continue as ${nia.name}` }).click();
    await victim.waitForURL((url) => url.pathname === '/');
    await victim.getByRole('button', { name: 'Account menu' }).click();
    await victim.getByRole('menu').getByText(nia.email).waitFor();
    expect(trades).toEqual([]);
    await victim.context().close();
  });
});
