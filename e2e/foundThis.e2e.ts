import { snap } from './support/browser';
import { loginThroughUi, person } from './support/flows';
import { findAndOpen, isNewItemPage, postItemThroughUi } from './support/items';
import { startStage, stopStage, type Stage } from './support/stage';
import type { Page } from 'playwright-core';

/**
 * Issue 26, item 3 (docs/product.md#i-found-this): a finder answers a Lost report with "I found
 * this"; the owner is told at once and the two are matched without waiting for the scorer.
 */
describe('"I found this" on a Lost report', () => {
  let stage: Stage;
  let owner: Page;
  let finder: Page;
  const olive = person('Olive');
  const finn = person('Finn');

  beforeAll(async () => {
    stage = await startStage([olive, finn], 2);
    [owner, finder] = stage.pages as [Page, Page];
  });
  afterAll(() => stopStage(stage));

  it('the finder posts a Found item from the report; the owner sees the alert and the match', async () => {
    await loginThroughUi(owner, olive);
    await postItemThroughUi(owner, {
      title: 'Green umbrella with a duck handle',
      description: 'Long green umbrella, the handle is a carved wooden duck.',
      category: 'Water Bottles',
      status: 'Lost',
      location: 'Main library',
    });
    const reportId = await findAndOpen(owner, 'duck', 'Green umbrella with a duck handle');
    // The owner has no "I found this" on their own report.
    await owner.getByRole('heading', { name: 'Green umbrella with a duck handle' }).waitFor();
    expect(await owner.getByRole('button', { name: 'I found this' }).count()).toBe(0);

    await loginThroughUi(finder, finn);
    await findAndOpen(finder, 'duck', 'Green umbrella with a duck handle');
    await finder.getByRole('button', { name: 'I found this' }).click();
    await finder.waitForURL((url) => url.searchParams.get('foundFor') === reportId);

    // The form is a Found item prefilled from the report, and says what follows.
    await finder
      .getByText(/^You're posting the item you found for lost report LF-\d{4}-\d{5}/)
      .waitFor();
    expect(await finder.getByLabel(/^Title/).inputValue()).toBe(
      'Green umbrella with a duck handle',
    );
    expect(await finder.getByLabel(/^Location/).inputValue()).toBe('Main library');
    expect(await finder.getByRole('combobox', { name: /^Status/ }).innerText()).toContain('Found');
    await snap(finder, 'found-this-form');
    await finder.getByLabel(/^Title/).fill('Umbrella with a wooden duck handle');
    await finder.getByLabel(/^Description/).fill('Left folded under a reading desk, green.');
    await finder.getByLabel(/^Location/).fill('Library, 2nd floor');
    await finder.getByRole('button', { name: 'Post Item' }).click();
    await finder.waitForURL(isNewItemPage);
    const foundId = new URL(finder.url()).pathname.split('/').pop()!;
    await finder.getByText(/^Posted for lost report LF-\d{4}-\d{5}/).waitFor();
    await finder
      .getByRole('link', { name: /^LF-\d{4}-\d{5} Green umbrella with a duck handle$/ })
      .first()
      .waitFor();

    // The owner, on the report: a live alert, and the match listed with its reason.
    const alert = /Someone found your lost "Green umbrella with a duck handle": see LF-/;
    await owner.getByText(alert).first().waitFor({ timeout: 10_000 });
    await owner.reload();
    const matches = owner.getByRole('region', { name: 'Possible matches' });
    await matches.getByRole('link', { name: 'Umbrella with a wooden duck handle' }).waitFor();
    await matches.getByText(/Posted for this report/).waitFor();
    await snap(owner, 'found-this-match');

    // The notification opens the Found item.
    await owner.goto('/notifications');
    await owner.getByRole('link', { name: alert }).click();
    await owner.waitForURL((url) => url.pathname === `/items/${foundId}`);
    await owner.getByRole('heading', { name: 'Umbrella with a wooden duck handle' }).waitFor();
  });
});
