import {
  createRoleAccount,
  firstCategory,
  loginThroughApi,
  postItemThroughApi,
} from './support/api';
import { snap } from './support/browser';
import { loginThroughUi, person, toast } from './support/flows';
import { findAndOpen } from './support/items';
import { ADMIN } from './support/portal';
import { backdate } from './support/seedWorld';
import { startStage, stopStage, type Stage } from './support/stage';
import type { Page } from 'playwright-core';

/**
 * docs/product.md#office in a real browser: a found phone with an ownership question, two
 * claims with answers, the finder approves one, prints the label, the hand-over completes; a
 * keeper disposes of an item kept past its category's retention.
 */
describe('the lost-and-found office', () => {
  let stage: Stage;
  let finder: Page;
  let ana: Page;
  let ben: Page;
  let keeperPage: Page;
  const finn = person('Finn');
  const anaP = person('Ana');
  const benP = person('Ben');
  const kim = person('Kim');
  const QUESTION = 'What is the lock-screen picture?';
  const TITLE = 'Found a black phone in a teal case';

  beforeAll(async () => {
    stage = await startStage([finn, anaP, benP], 4);
    [finder, ana, ben, keeperPage] = stage.pages as [Page, Page, Page, Page];
    const admin = await loginThroughApi(stage.portal, ADMIN);
    await createRoleAccount(stage.portal, admin, kim, 'keeper');
  });
  afterAll(() => stopStage(stage));

  const claimWith = async (page: Page, answer: string) => {
    await page.getByRole('button', { name: 'Claim Item' }).click();
    const dialog = page.getByRole('dialog', { name: `Claim ${TITLE}` });
    await dialog.getByRole('textbox', { name: QUESTION }).fill(answer);
    await dialog.getByRole('button', { name: 'Send Claim' }).click();
    await toast(page, 'Claim sent: the finder will review your answers.');
    await page.getByRole('button', { name: 'Claim Pending Review' }).waitFor();
  };

  it('verifies the owner by their answer, prints the label and completes the hand-over', async () => {
    await loginThroughUi(finder, finn);
    await finder.goto('/items/create');
    await finder.getByLabel(/^Title/).fill(TITLE);
    await finder.getByLabel(/^Description/).fill('Left on a table; the screen is locked.');
    await finder.getByRole('combobox', { name: /^Category/ }).click();
    await finder.getByRole('option').first().click();
    await finder.getByRole('combobox', { name: /^Status/ }).click();
    await finder.getByRole('option', { name: 'Found', exact: true }).click();
    await finder.getByLabel(/^Location/).fill('Library café');
    await finder.getByRole('button', { name: 'Add a question' }).click();
    await finder.getByRole('textbox', { name: 'Question 1' }).fill(QUESTION);
    await finder
      .getByRole('textbox', { name: 'Expected answer 1 (private)' })
      .fill('A sleeping tabby cat');
    await finder.getByRole('button', { name: 'Post Item' }).click();
    await finder.waitForURL((url) => url.pathname !== '/items/create');
    const itemPath = `/items/${await findAndOpen(finder, 'teal phone', TITLE)}`;

    // Two people claim it, each answering the question; the item stays Found meanwhile.
    await loginThroughUi(ana, anaP);
    await ana.goto(itemPath);
    await ana.getByText(QUESTION).waitFor();
    await claimWith(ana, 'My tabby cat, asleep');
    await loginThroughUi(ben, benP);
    await ben.goto(itemPath);
    await claimWith(ben, 'A mountain lake');

    // The finder reads both answers beside the expected one and approves Ana's.
    await finder.reload();
    const claims = finder.getByRole('region', { name: 'Claims' });
    await claims.getByText('My tabby cat, asleep').waitFor();
    await claims.getByText('A mountain lake').waitFor();
    await snap(finder, 'office-claims-review');
    await claims.getByRole('button', { name: `Approve the claim by ${anaP.name}` }).click();
    await finder
      .getByRole('dialog', { name: 'Approve this claim?' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await toast(finder, `Claim approved: the item is now claimed by ${anaP.name}.`);

    // The label: a real PDF from the server, opened for printing.
    const label = finder.waitForResponse((r) => r.url().endsWith('/label'));
    await finder.getByRole('button', { name: 'Print Label' }).click();
    const answer = await label;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/pdf/);
    await finder.getByText(/The label (opened in a new tab|was downloaded)/).waitFor();
    const pdf = await fetch(`${stage.portal.url}/api/v1${itemPath}/label`, {
      headers: { authorization: (await loginThroughApi(stage.portal, finn)).token },
    });
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Ben is told his claim was declined.
    await ben.goto('/notifications');
    await ben.getByText(`Your claim on "${TITLE}" was declined.`).first().waitFor();

    // The hand-over, as SPEC describes it.
    await finder.getByRole('button', { name: 'Generate OTP' }).click();
    const code = (await finder.getByLabel('Generated OTP').innerText()).trim();
    await ana.reload();
    await ana.getByLabel(/^OTP/).fill(code);
    await ana.getByRole('button', { name: 'Mark as Returned' }).click();
    await toast(ana, 'Item marked as returned');

    // The chain of custody shows every step, in order.
    await finder.reload();
    const history = finder.getByRole('region', { name: 'History' });
    await history
      .getByText(/returned/i)
      .first()
      .waitFor();
    await snap(finder, 'office-history');
  });

  it('lets a keeper dispose of an item kept past its retention', async () => {
    const finnApi = await loginThroughApi(stage.portal, finn);
    const id = await postItemThroughApi(finnApi, {
      title: 'Grey scarf left in the gym',
      description: 'Wool, knitted.',
      category: await firstCategory(stage.portal),
      status: 'Found',
      location: 'Gym',
    });
    // Four months ago: past the default 90 days. Kim takes it into the office's custody.
    backdate(stage.portal, id, 120);
    await (await loginThroughApi(stage.portal, kim)).call('POST', `/items/${id}/assign-keeper`, {});

    await loginThroughUi(keeperPage, kim);
    await keeperPage.getByRole('link', { name: 'Office' }).first().click();
    await keeperPage.waitForURL(/\/office$/);
    await keeperPage.getByRole('button', { name: /^Due within a week/ }).click();
    const row = keeperPage.getByRole('checkbox', { name: /^Select Grey scarf left in the gym/ });
    await row.waitFor();
    await snap(keeperPage, 'office-due-items');
    await row.check();
    await keeperPage
      .getByRole('region', { name: 'Selection' })
      .getByRole('button', { name: 'Dispose' })
      .click();
    const dialog = keeperPage.getByRole('dialog', { name: 'Dispose of items' });
    await dialog.getByRole('radio', { name: /^Donated/ }).check();
    await dialog.getByLabel('Note (optional)').fill('To the campus charity shop');
    await dialog.getByRole('button', { name: 'Dispose' }).click();
    await row.waitFor({ state: 'detached' });

    // Gone from the public pages; the history says how it left.
    const res = await fetch(`${stage.portal.url}/api/v1/items/${id}`);
    expect(res.status).toBe(404);
    const history = (await finnApi.call('GET', `/items/${id}/history`)) as {
      events: { action: string; details: string }[];
    };
    expect(history.events.at(-1)).toMatchObject({
      action: 'disposed',
      details: 'donated: To the campus charity shop',
    });
  });
});
