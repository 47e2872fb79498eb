import { snap } from './support/browser';
import { loginThroughUi, person } from './support/flows';
import { findAndOpen, postItemThroughUi } from './support/items';
import { startStage, stopStage, type Stage } from './support/stage';
import type { Page } from 'playwright-core';

describe('a lost report matched to a found item posted in other words', () => {
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

  it('alerts the owner live; the alert opens the found item and the owner messages the finder', async () => {
    await loginThroughUi(owner, olive);
    await postItemThroughUi(owner, {
      title: 'Blue Hydro Flask water bottle',
      description:
        '32 oz Hydro Flask, navy blue, with a mountain sticker and a dent on the bottom.',
      category: 'Water Bottles',
      status: 'Lost',
      location: 'Campus gym',
    });
    await findAndOpen(owner, 'hydro', 'Blue Hydro Flask water bottle');
    // The owner's list waits for a match.
    await owner.getByText("No possible matches yet. We'll notify you when one turns up.").waitFor();

    await loginThroughUi(finder, finn);
    await postItemThroughUi(finder, {
      title: 'Found a navy insulated flask',
      description: 'Dark blue metal bottle with a sticker of mountains, dented at the base.',
      category: 'Water Bottles',
      status: 'Found',
      location: 'Gym locker room',
    });

    // Live: a toast on the owner's open page, without a reload.
    const alert = /Possible match for your lost item "Blue Hydro Flask water bottle"/;
    await owner.getByText(alert).first().waitFor({ timeout: 10_000 });
    await snap(owner, 'matching-live-alert');

    // The report open on screen lists the match at once, with its reasons.
    const matches = owner.getByRole('region', { name: 'Possible matches' });
    await matches.getByRole('link', { name: 'Found a navy insulated flask' }).waitFor();
    await snap(owner, 'matching-possible-matches');

    // The notification opens the found item.
    await owner.goto('/notifications');
    await owner.getByRole('link', { name: alert }).click();
    await owner.waitForURL(/\/items\/[^/]+$/);
    await owner.getByRole('heading', { name: 'Found a navy insulated flask' }).waitFor();

    // And the owner messages the finder from there.
    await owner.getByRole('button', { name: 'Message Owner' }).click();
    await owner.waitForURL(/\/messages\/[^/]+$/);
    const thread = new URL(owner.url()).pathname;
    await owner
      .getByRole('textbox', { name: 'Message' })
      .fill('That flask is mine! Where can I pick it up?');
    await owner.getByRole('button', { name: 'Send Message' }).click();

    await finder.goto(thread);
    await finder
      .getByRole('log')
      .getByText('That flask is mine! Where can I pick it up?')
      .waitFor({ timeout: 5000 });
  });
});
