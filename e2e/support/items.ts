import sharp from 'sharp';
import type { Page } from 'playwright-core';

/** A real JPEG photo (with a GPS tag the server must strip). */
export async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2b6cb0' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'E2E Camera' }, GPS: { GPSLatitudeRef: 'N' } } as never)
    .toBuffer();
}

export type NewItem = {
  title: string;
  description: string;
  category: string;
  status: 'Lost' | 'Found';
  location: string;
};

/** Posts through the Add New Item form; returns once the new item's page opens. */
export async function postItemThroughUi(page: Page, item: NewItem, image?: Buffer): Promise<void> {
  await page.goto('/items/create');
  await page.getByLabel(/^Title/).fill(item.title);
  await page.getByLabel(/^Description/).fill(item.description);
  await page.getByRole('combobox', { name: /^Category/ }).click();
  await page.getByRole('option', { name: item.category, exact: true }).click();
  await page.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: item.status, exact: true }).click();
  await page.getByLabel(/^Location/).fill(item.location);
  if (image) {
    await page
      .getByLabel('Item image')
      .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: image });
  }
  await page.getByRole('button', { name: 'Post Item' }).click();
  await page.waitForURL(isNewItemPage);
}

/** After posting, the poster lands on the new item (docs/product.md#screens). */
export const isNewItemPage = (url: URL) =>
  /^\/items\/[^/]+$/.test(url.pathname) && url.pathname !== '/items/create';

/** From the browse page: search, open the item's card, return its id. */
export async function findAndOpen(page: Page, search: string, title: string): Promise<string> {
  await page.goto('/');
  await page.getByPlaceholder('title, description or tags').fill(search);
  await page.getByRole('link', { name: title }).first().click();
  await page.waitForURL(/\/items\/[^/]+$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}
