import { launchBrowser, newPage } from './browser';
import { registerThroughApi, type Person } from './flows';
import { startPortal, type Portal } from './portal';
import type { Browser, Page } from 'playwright-core';

/** A running portal with one browser and a page per person acting in the spec. */
export type Stage = { portal: Portal; browser: Browser; pages: Page[] };

/**
 * Starts a portal, registers `people` through the API and opens `pageCount` pages, each in its
 * own browser context (own cookies and storage). Whatever started is stopped again on failure.
 */
export async function startStage(people: Person[], pageCount: number): Promise<Stage> {
  const portal = await startPortal();
  let browser: Browser | undefined;
  try {
    for (const who of people) await registerThroughApi(portal, who);
    browser = await launchBrowser();
    const pages: Page[] = [];
    for (let i = 0; i < pageCount; i += 1) pages.push(await newPage(browser, portal.url));
    return { portal, browser, pages };
  } catch (err) {
    await browser?.close();
    await portal.stop();
    throw err;
  }
}

export async function stopStage(stage: Stage | undefined): Promise<void> {
  await stage?.browser.close();
  await stage?.portal.stop();
}
