import { launchBrowser, newPage, snap } from './support/browser';
import { ADMIN, startPortal, type Portal } from './support/portal';
import { loginThroughUi, person, registerThroughApi } from './support/flows';
import type { Browser, Page } from 'playwright-core';

/** A 300-character unbroken word, as a pasted URL or serial number would be. */
const LONG_WORD = `https://campus.example/${'serial0123456789'.repeat(18)}`.slice(0, 300);
const LONG_TITLE = `Laptop SN-${'X9Y8Z7W6V5'.repeat(8)}`;

const sizes = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

async function apiAs(portal: Portal, who: { email: string; password: string }) {
  const res = await fetch(`${portal.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  const { authorization } = (await res.json()) as { authorization: string };
  return async (method: string, path: string, body?: unknown) => {
    const multipart = body instanceof FormData;
    const answer = await fetch(`${portal.url}/api/v1${path}`, {
      method,
      headers: {
        authorization,
        ...(body && !multipart ? { 'content-type': 'application/json' } : {}),
      },
      body: multipart ? body : body ? JSON.stringify(body) : undefined,
    });
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return answer.json();
  };
}

/** No page is wider than the screen (docs/product.md#formats: long words wrap). */
async function fitsTheScreen(page: Page, shot: string) {
  // A string runs in the page (tsconfig.test has no DOM types).
  const widths = (await page.evaluate(
    '({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth })',
  )) as { scroll: number; inner: number };
  await snap(page, shot);
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}

describe('screens at 1440 and 390 px: long words wrap, notifications lead somewhere', () => {
  let portal: Portal;
  let browser: Browser;
  let page: Page;
  const pat = person('Pat');
  const casey = person('Casey');
  let itemId: string;
  let threadPath: string;

  beforeAll(async () => {
    portal = await startPortal();
    for (const who of [pat, casey]) await registerThroughApi(portal, who);
    const asPat = await apiAs(portal, pat);
    const asCasey = await apiAs(portal, casey);
    const form = new FormData();
    for (const [key, value] of Object.entries({
      title: LONG_TITLE,
      description: `Found near the library. Details: ${LONG_WORD}`,
      category: 'Electronics',
      status: 'Found',
      location: `Room ${LONG_WORD.slice(0, 80)}`,
    })) {
      form.set(key, value);
    }
    itemId = ((await asPat('POST', '/items', form)) as { item: { _id: string } }).item._id;
    await asCasey('POST', `/items/${itemId}/claim`);
    const { conversation } = (await asCasey('POST', '/conversations', { itemId })) as {
      conversation: { _id: string };
    };
    threadPath = `/messages/${conversation._id}`;
    for (let i = 1; i <= 12; i += 1) {
      await asCasey('POST', `${threadPath}/messages`, { content: `Message ${i}: ${LONG_WORD}` });
    }
    browser = await launchBrowser();
    page = await newPage(browser, portal.url);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('keeps every page within the screen and groups 12 messages into one notification', async () => {
    await loginThroughUi(page, pat);
    for (const size of sizes) {
      await page.setViewportSize(size);

      await page.goto(`/items/${itemId}`);
      await page.getByText(/Found near the library/).waitFor();
      await fitsTheScreen(page, `screens-item-${size.name}`);

      await page.goto('/');
      await page.getByRole('heading', { name: LONG_TITLE }).first().waitFor();
      await fitsTheScreen(page, `screens-browse-${size.name}`);

      await page.goto('/notifications');
      const grouped = page.getByRole('link', { name: /12 new messages from Casey Person/ });
      await grouped.waitFor();
      expect(await page.getByText(/new messages? from Casey Person/).count()).toBe(1);
      await fitsTheScreen(page, `screens-notifications-${size.name}`);

      await page.goto('/conversations');
      await page.getByText('1 conversation', { exact: true }).waitFor();
      await fitsTheScreen(page, `screens-conversations-${size.name}`);

      await page.goto(threadPath);
      await page.getByText(/Message 12:/).waitFor();
      await fitsTheScreen(page, `screens-thread-${size.name}`);
    }

    // The claim notification opens the item.
    await page.goto('/notifications');
    await page.getByRole('link', { name: /claimed your item/ }).click();
    await page.waitForURL(`**/items/${itemId}`);
  });

  it('fits the admin categories on a phone, actions on screen', async () => {
    const admin = await newPage(browser, portal.url);
    await loginThroughUi(admin, ADMIN);
    for (const size of sizes) {
      await admin.setViewportSize(size);
      await admin.goto('/admin?tab=categories');
      const edit = admin.getByRole('button', { name: 'Edit Electronics' });
      await edit.waitFor();
      const box = await edit.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(size.width);
      await fitsTheScreen(admin, `screens-admin-categories-${size.name}`);
    }
  });
});
