import { firstCategory } from './support/api';
import { newPage, snap } from './support/browser';
import { loginThroughUi, toast } from './support/flows';
import { isNewItemPage, photo } from './support/items';
import { chooseOption, focusedTag, hasFocus, tabTo } from './support/keyboard';
import { ADMIN, type Portal } from './support/portal';
import { startWorld, stopWorld, type World, type WorldStage } from './support/seedWorld';
import type { Browser, Page } from 'playwright-core';

/**
 * docs/accessibility.md#keyboard: the key journeys with the keyboard alone (after logging in):
 * no mouse click from here on. Files come through the chooser the focused button opens.
 */
describe('keyboard-only journeys', () => {
  let portal: Portal;
  let browser: Browser;
  let world: World;
  let page: Page;
  let stage: WorldStage | undefined;

  beforeAll(async () => {
    stage = await startWorld();
    ({ portal, browser, world } = stage);
  }, 60_000);
  afterAll(() => stopWorld(stage));

  it('searches, opens an item, claims it and messages the owner', async () => {
    page = await newPage(browser, portal.url);
    await loginThroughUi(page, world.claimant);
    await page.goto('/');
    await tabTo(page, page.getByPlaceholder('title, description or tags'));
    await page.keyboard.type('backpack');
    const card = page.getByRole('link', { name: /Grey backpack/ });
    await page.getByRole('link', { name: /Blue umbrella/ }).waitFor({ state: 'detached' });
    await tabTo(page, card);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/items/${world.openItem}`);

    // The route change puts focus on the page's heading and names the tab after it.
    const heading = page.getByRole('heading', { level: 1, name: 'Grey backpack' });
    await heading.waitFor();
    await page.waitForFunction("document.activeElement && document.activeElement.tagName === 'H1'");
    expect(await page.title()).toBe('Grey backpack · Lost & Found - College Portal');

    await tabTo(page, page.getByRole('button', { name: 'Claim Item' }));
    await page.keyboard.press('Enter');
    // A Lost report's claim asks first too, as a Found item's (docs/product.md#screens).
    const confirm = page.getByRole('dialog', { name: 'Claim this item?' });
    await confirm.waitFor();
    await tabTo(page, confirm.getByRole('button', { name: 'Confirm' }));
    await page.keyboard.press('Enter');
    await toast(page, 'Item claimed successfully');
    await page.getByRole('button', { name: 'Already Claimed' }).waitFor();
    // The claim button disabled itself: focus went on to the next action, not to <body>.
    const message = page.getByRole('button', { name: 'Message Owner' });
    await page.waitForFunction(
      "document.activeElement && document.activeElement.tagName !== 'BODY'",
    );
    expect(await hasFocus(message)).toBe(true);
    await snap(page, 'keyboard-after-claim');

    await page.keyboard.press('Enter');
    await page.waitForURL(`**/messages/${world.conversation}`);
    await tabTo(page, page.getByRole('textbox', { name: 'Message' }));
    await page.keyboard.type('I can collect it at noon.');
    await page.keyboard.press('Enter');
    await page.getByRole('log').getByText('I can collect it at noon.').waitFor();
    await page.close();
  });

  it('posts an item with a photo', async () => {
    page = await newPage(browser, portal.url);
    await loginThroughUi(page, world.poster);
    await tabTo(page, page.getByRole('link', { name: 'Post Item' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/items/create');

    await tabTo(page, page.getByRole('textbox', { name: /^Title/ }));
    await page.keyboard.type('Red scarf');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Wool scarf, left on a bench.');
    await tabTo(page, page.getByRole('combobox', { name: /^Category/ }));
    await chooseOption(page, await firstCategory(portal));
    await tabTo(page, page.getByRole('combobox', { name: /^Status/ }));
    await chooseOption(page, 'Found');
    await tabTo(page, page.getByRole('combobox', { name: /^Location/ }));
    await page.keyboard.type('Main quad');

    // Listening before the button has focus lets Playwright turn on file-chooser interception
    // in time even on a loaded machine (a late listener can miss the dialog).
    const chooserOpened = page.waitForEvent('filechooser', { timeout: 30_000 });
    await tabTo(page, page.getByRole('button', { name: 'Upload Image' }));
    await page.keyboard.press('Enter');
    const chooser = await chooserOpened;
    await chooser.setFiles({ name: 'scarf.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await page.getByAltText('Selected image preview').waitFor();

    await tabTo(page, page.getByRole('button', { name: 'Post Item' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(isNewItemPage);
    await page.close();
  });

  it('an admin deactivates a user from the Users grid', async () => {
    page = await newPage(browser, portal.url);
    await loginThroughUi(page, ADMIN);
    await page.goto('/admin?tab=users');
    await tabTo(page, page.getByRole('textbox', { name: 'Search users' }));
    await page.keyboard.type(world.poster.email);
    const toggle = page.getByRole('switch', { name: `Toggle activation for ${world.poster.name}` });
    await page.getByRole('row').nth(2).waitFor({ state: 'detached' });
    await tabTo(page, toggle);
    expect(await focusedTag(page)).toBe('INPUT');
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Deactivate user?' }).waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Deactivate' }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page
      .locator(`input[aria-label="Toggle activation for ${world.poster.name}"]:not(:checked)`)
      .waitFor({ state: 'attached' });
    await snap(page, 'keyboard-admin-deactivated');
    await page.close();
  });
});
