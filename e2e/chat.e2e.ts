import { snap } from './support/browser';
import { loginThroughUi, person } from './support/flows';
import { findAndOpen, postItemThroughUi } from './support/items';
import { startStage, stopStage, type Stage } from './support/stage';
import type { Page } from 'playwright-core';

describe('live chat between claimant and poster, in two browser contexts', () => {
  let stage: Stage;
  let poster: Page;
  let claimant: Page;
  const pat = person('Pat');
  const casey = person('Casey');

  beforeAll(async () => {
    stage = await startStage([pat, casey], 2);
    [poster, claimant] = stage.pages as [Page, Page];
  });
  afterAll(() => stopStage(stage));

  it('delivers messages both ways without a reload, and a notification to the poster', async () => {
    await loginThroughUi(poster, pat);
    await postItemThroughUi(poster, {
      title: 'Black leather wallet',
      description: 'Wallet with a student card inside.',
      category: 'Other',
      status: 'Lost',
      location: 'Cafeteria',
    });

    await loginThroughUi(claimant, casey);
    await findAndOpen(claimant, 'wallet', 'Black leather wallet');
    await claimant.getByRole('button', { name: 'Message Owner' }).click();
    await claimant.waitForURL(/\/messages\/[^/]+$/);
    const thread = new URL(claimant.url()).pathname;

    // The poster opens the same thread before anything is said.
    await poster.goto(thread);
    await poster.getByRole('button', { name: 'Send Message' }).waitFor();

    await claimant
      .getByRole('textbox', { name: 'Message' })
      .fill('Hi! I think I found your wallet near the cafeteria.');
    await claimant.getByRole('button', { name: 'Send Message' }).click();
    // In the thread (the live region reads the same text out to screen readers).
    await poster
      .getByRole('log')
      .getByText('Hi! I think I found your wallet near the cafeteria.')
      .waitFor({ timeout: 5000 });
    // It shows in the open thread, so it raises no toast there.
    await poster.waitForTimeout(500);
    expect(await poster.getByText(/New message from Casey Person/).count()).toBe(0);

    await poster
      .getByRole('textbox', { name: 'Message' })
      .fill('That is mine, thank you! Can we meet at 3 pm?');
    await poster.getByRole('button', { name: 'Send Message' }).click();
    await claimant
      .getByRole('log')
      .getByText('That is mine, thank you! Can we meet at 3 pm?')
      .waitFor({ timeout: 5000 });

    // Own messages sit on the right; each message is shown once.
    expect(await poster.locator('[data-own="true"]').count()).toBe(1);
    expect(await claimant.locator('[data-own="true"]').count()).toBe(1);
    await snap(claimant, 'chat-claimant');

    // The poster got a live notification for the first message.
    await poster.goto('/notifications');
    await poster
      .getByRole('main')
      .getByText(/New message from Casey Person/)
      .first()
      .waitFor();
    await snap(poster, 'chat-poster-notifications');

    // The notification opens its thread, header and all.
    await poster.getByRole('link', { name: /New message from Casey Person/ }).click();
    await poster.waitForURL(`**${thread}`);
    await poster.getByRole('heading', { name: 'Black leather wallet' }).waitFor();
  });
});
