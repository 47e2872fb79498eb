import { snap } from './support/browser';
import { loginThroughUi, person, toast } from './support/flows';
import { findAndOpen, postItemThroughUi } from './support/items';
import { startStage, stopStage, type Stage } from './support/stage';
import type { Page } from 'playwright-core';

/**
 * Issue 26, item 1 (docs/product.md#closing-a-lost-report): the lost-flask story ends with the
 * Lost report Returned with the Found item, not a stale Lost report on browse or the dashboard.
 */
describe('a lost flask found, claimed and handed over closes its Lost report', () => {
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

  it('the owner gets the match, claims, enters the code: the report shows Returned with the flask', async () => {
    await loginThroughUi(owner, olive);
    await postItemThroughUi(owner, {
      title: 'Blue Hydro Flask water bottle',
      description:
        '32 oz Hydro Flask, navy blue, with a mountain sticker and a dent on the bottom.',
      category: 'Water Bottles',
      status: 'Lost',
      location: 'Campus gym',
    });
    const reportId = await findAndOpen(owner, 'hydro', 'Blue Hydro Flask water bottle');

    await loginThroughUi(finder, finn);
    await postItemThroughUi(finder, {
      title: 'Found a navy insulated flask',
      description: 'Dark blue metal bottle with a sticker of mountains, dented at the base.',
      category: 'Water Bottles',
      status: 'Found',
      location: 'Gym locker room',
    });

    // The match reaches the owner, who opens the Found item from the report and claims it.
    const matches = owner.getByRole('region', { name: 'Possible matches' });
    await matches
      .getByRole('link', { name: 'Found a navy insulated flask' })
      .waitFor({ timeout: 15_000 });
    await matches.getByRole('link', { name: 'Found a navy insulated flask' }).click();
    await owner.waitForURL(/\/items\/[^/]+$/);
    const foundPath = new URL(owner.url()).pathname;
    await owner.getByRole('button', { name: 'Claim Item' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await owner.getByRole('button', { name: 'Already Claimed' }).waitFor();

    // The finder generates the code; the owner enters it.
    await finder.goto(foundPath);
    await finder.getByRole('button', { name: 'Generate OTP' }).click();
    const code = (await finder.getByLabel('Generated OTP').innerText()).trim();
    await owner.reload();
    await owner.getByLabel(/^OTP/).fill(code);
    await owner.getByRole('button', { name: 'Mark as Returned' }).click();
    await toast(owner, 'Item marked as returned');

    // The Lost report closed with it, linking the Found item.
    await owner.goto(`/items/${reportId}`);
    await owner.getByText(/^Returned with LF-\d{4}-\d{5} Found a navy insulated flask/).waitFor();
    await owner
      .getByRole('link', { name: /Found a navy insulated flask/ })
      .first()
      .waitFor();
    expect(await owner.getByRole('button', { name: 'Close report' }).count()).toBe(0);
    await snap(owner, 'lost-flask-report-closed');

    // No stale Lost report: not on browse as Lost, and the dashboard row says how it ended.
    await owner.goto('/?status=Lost');
    await owner.getByRole('heading', { level: 1 }).first().waitFor();
    await owner.waitForLoadState('networkidle');
    expect(await owner.getByText('Blue Hydro Flask water bottle').count()).toBe(0);
    await owner.goto('/dashboard');
    await owner.getByText(/^Returned with LF-\d{4}-\d{5} Found a navy insulated flask/).waitFor();
  });
});
