import { launchBrowser, snap } from './support/browser';
import { firstCategory, loginThroughApi, postItemThroughApi } from './support/api';
import { ADMIN, startPortal, type Portal } from './support/portal';
import type { Browser, Page } from 'playwright-core';

/**
 * On a phone the floating "+ Add New Item" link never covers a card (docs/product.md#screens):
 * wherever the page is scrolled, nothing of a card shows right around the button, and at the end
 * of the page the last card and the footer sit clear of it.
 */
describe('the phone "+ Add New Item" link', () => {
  let portal: Portal;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    portal = await startPortal();
    const admin = await loginThroughApi(portal, ADMIN);
    const category = await firstCategory(portal);
    // Two pages of cards: one column of eight, then the page numbers.
    for (let i = 1; i <= 12; i++) {
      await postItemThroughApi(admin, {
        title: `Blue water bottle ${i}`,
        description: 'Left on a bench by the sports hall.',
        category,
        status: i % 2 ? 'Found' : 'Lost',
        location: 'Sports hall',
      });
    }
    browser = await launchBrowser();
    const context = await browser.newContext({
      baseURL: portal.url,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  /**
   * The titles of the cards whose pixels show at points just around the button and in its rounded
   * ends (run in the page: e2e code has no DOM types).
   */
  const cardsAroundTheButton = () =>
    page.evaluate<string[]>(`(() => {
      const fab = [...document.querySelectorAll('a')].find(
        (a) => a.textContent.trim() === '+ Add New Item',
      );
      const r = fab.getBoundingClientRect();
      const seen = new Set();
      for (let x = r.left - 6; x <= r.right + 6; x += 4) {
        for (const y of [r.top - 6, r.top + 1, r.top + r.height / 2, r.bottom - 1, r.bottom + 6]) {
          const hit = document.elementFromPoint(x, y);
          if (!hit || fab.contains(hit)) continue;
          const card = hit.closest('.MuiCard-root');
          if (card) seen.add(card.querySelector('h3')?.textContent ?? 'a card');
        }
      }
      return [...seen];
    })()`);
  const scrollTo = (y: number | 'end') =>
    page.evaluate(
      `window.scrollTo(0, ${y === 'end' ? 'document.documentElement.scrollHeight' : y})`,
    );

  it('shows no card around the button, from the top of the page to its end', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Blue water bottle 12', exact: true }).waitFor();
    const fab = page.getByRole('link', { name: '+ Add New Item' });
    await fab.waitFor();
    await snap(page, 'phone-add-button-top');
    const end = await page.evaluate<number>(
      'document.documentElement.scrollHeight - window.innerHeight',
    );
    for (let y = 0; y <= end + 100; y += 120) {
      await scrollTo(y);
      expect([y, await cardsAroundTheButton()]).toEqual([y, []]);
    }
  });

  it('at the end of the page, the last card and the footer are clear of the button', async () => {
    await scrollTo('end');
    const button = (await page.getByRole('link', { name: '+ Add New Item' }).boundingBox())!;
    const cards = page.locator('.MuiCard-root');
    const last = (await cards.nth((await cards.count()) - 1).boundingBox())!;
    const footer = (await page.locator('footer').boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(button.y);
    expect(footer.y).toBeGreaterThanOrEqual(button.y + button.height);
    await snap(page, 'phone-add-button-end');
  });
});
