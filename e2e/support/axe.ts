import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** WCAG 2.2 AA as axe tags it (docs/accessibility.md#the-axe-suite). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 390, height: 844 };

// Transitions off: axe must not measure a colour half-way through a fade.
const NO_MOTION = `*,*::before,*::after{transition:none!important;animation:none!important}`;

/** A context whose pages start without transitions (a page per role; the size is switched). */
export async function scanContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, reducedMotion: 'reduce' });
  await context.addInitScript(
    `document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = ${JSON.stringify(NO_MOTION)};
      document.head.append(style);
    });`,
  );
  return context;
}

/** The page has its heading and no spinner left in <main>. */
export async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page
    .locator('main [role="progressbar"], main .MuiSkeleton-root')
    .first()
    .waitFor({ state: 'detached', timeout: 3_000 })
    .catch(() => undefined);
}

/** axe's WCAG A/AA violations on the page as it is now, one readable line per element. */
export async function violations(page: Page, where: string, within?: string): Promise<string[]> {
  // Only violations are gathered (the passes' details cost time on the large admin grids).
  // options() replaces every option, so it comes before withTags().
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS);
  const result = await (within ? builder.include(within) : builder).analyze();
  return result.violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${where}: ${v.id} at ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 220)}`,
    ),
  );
}

const TOGGLE = 'button[aria-label="Toggle theme"]';

export const currentTheme = async (page: Page) =>
  (await page.locator(TOGGLE).getAttribute('aria-pressed')) === 'true' ? 'dark' : 'light';

/**
 * Scans in the current theme, switches theme with the app's own toggle (a DOM click, so it works
 * behind an open dialog too; the choice is persisted like a user's), scans again.
 */
export async function scanBothThemes(
  page: Page,
  where: string,
  within?: string,
): Promise<string[]> {
  const before = await currentTheme(page);
  const found = await violations(page, `${where} [${before}]`, within);
  await page.locator(TOGGLE).dispatchEvent('click');
  const after = before === 'dark' ? 'false' : 'true';
  await page.locator(`${TOGGLE}[aria-pressed="${after}"]`).waitFor({ state: 'attached' });
  found.push(...(await violations(page, `${where} [${await currentTheme(page)}]`, within)));
  return found;
}
