import type { Locator, Page } from 'playwright-core';

type Focusable = { ownerDocument: { activeElement: unknown } };

/** Whether the element the locator names has keyboard focus. */
export const hasFocus = (target: Locator) =>
  target.evaluate((el: Focusable) => el.ownerDocument.activeElement === el);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}) {
  await target.first().waitFor({ state: 'attached' });
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await hasFocus(target.first())) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The tag, role and name of what has focus, for assertions ("not <body>"). */
export const focusedTag = (page: Page) =>
  page.evaluate('document.activeElement ? document.activeElement.tagName : null');

/** Picks `option` in an MUI select that has focus, with the keyboard. */
export async function chooseOption(page: Page, option: string) {
  await page.keyboard.press('Enter');
  const wanted = page.getByRole('option', { name: option, exact: true });
  await wanted.waitFor();
  for (let i = 0; i < 30 && !(await hasFocus(wanted)); i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await wanted.waitFor({ state: 'detached' });
}
