import {
  createRoleAccount,
  firstCategory,
  loginThroughApi,
  shelveThroughApi,
  type Caller,
} from './support/api';
import { snap } from './support/browser';
import { loginThroughUi, person, toast } from './support/flows';
import { ADMIN } from './support/portal';
import { backdate } from './support/seedWorld';
import { startStage, stopStage, type Stage } from './support/stage';
import type { Page } from 'playwright-core';

/**
 * A day at the desk (docs/product.md#desks-and-the-queue) in a real browser: a walk-in phone is
 * logged at the counter and labelled, its owner claims it by answering the ownership question,
 * the keeper hands it over at the counter and gets the receipt; at the end of term the keeper
 * disposes of what nobody claimed, in one go from the queue.
 */
describe('a day at the desk', () => {
  let stage: Stage;
  let keeperPage: Page;
  let owner: Page;
  let kimApi: Caller;
  let deskId: string;
  const ana = person('Ana');
  const kim = person('Kim');
  const TITLE = 'Silver Pixel phone with a cracked screen';
  const QUESTION = 'What is the wallpaper?';

  beforeAll(async () => {
    stage = await startStage([ana], 2);
    [keeperPage, owner] = stage.pages as [Page, Page];
    const admin = await loginThroughApi(stage.portal, ADMIN);
    await createRoleAccount(stage.portal, admin, kim, 'keeper');
    kimApi = await loginThroughApi(stage.portal, kim);
    const made = await admin.call<{ desk: { _id: string } }>('POST', '/admin/desks', {
      name: 'Library desk',
      place: 'Library, ground floor',
      hours: 'Mon-Fri 9:00-17:00',
      contact: 'library-desk@campus.test',
      keeperIds: [kimApi.userId],
      storagePlaces: ['Shelf A1', 'Bin 3'],
    });
    deskId = made.desk._id;
  });
  afterAll(() => stopStage(stage));

  it('logs a walk-in phone, labels it, hands it over at the counter and prints the receipt', async () => {
    // Intake: someone hands a phone in at the counter.
    await loginThroughUi(keeperPage, kim);
    await keeperPage.goto('/office');
    await keeperPage.getByRole('link', { name: 'Log a walk-in item' }).click();
    await keeperPage.waitForURL(/\/office\/intake$/);
    await keeperPage.getByLabel(/^Title/).fill(TITLE);
    await keeperPage.getByLabel(/^Description/).fill('Found on a study table, locked.');
    await keeperPage.getByRole('combobox', { name: /^Category/ }).click();
    await keeperPage.getByRole('option').first().click();
    await keeperPage.getByLabel(/^Where it was found/).fill('Library, second floor');
    await keeperPage.getByRole('combobox', { name: /^Storage place/ }).fill('Shelf A1');
    await keeperPage.getByLabel('Finder’s name').fill('Sam Student');
    await keeperPage.getByLabel('Finder’s e-mail or phone').fill('sam@campus.test');
    await snap(keeperPage, 'office-day-intake');
    await keeperPage.getByRole('button', { name: 'Log item' }).click();
    await toast(keeperPage, 'Walk-in item logged.');

    // Its label, printed in the same flow: a real PDF from the server.
    const label = keeperPage.waitForResponse((r) => r.url().endsWith('/label'));
    await keeperPage.getByRole('button', { name: 'Print label' }).click();
    const labelAnswer = await label;
    expect(labelAnswer.status()).toBe(200);
    expect(labelAnswer.headers()['content-type']).toMatch(/^application\/pdf/);
    await keeperPage.getByRole('link', { name: 'Open item' }).click();
    await keeperPage.waitForURL(/\/items\/[^/]+$/);
    const itemPath = new URL(keeperPage.url()).pathname;
    const itemId = itemPath.split('/').pop()!;

    // The public page names the desk, never the shelf or the finder.
    const publicView = (await (
      await fetch(`${stage.portal.url}/api/v1/items/${itemId}`)
    ).json()) as { item: Record<string, unknown> };
    expect(publicView.item.desk).toMatchObject({
      name: 'Library desk',
      hours: 'Mon-Fri 9:00-17:00',
    });
    expect(JSON.stringify(publicView)).not.toMatch(/Shelf A1|Sam Student|sam@campus\.test/);
    const staffView = await kimApi.call<{ item: Record<string, unknown> }>(
      'GET',
      `/items/${itemId}`,
    );
    expect(staffView.item.finder).toEqual({
      name: 'Sam Student',
      contact: 'sam@campus.test',
      notifyOnReturn: false,
      notifiedAt: null,
    });

    // An ownership question, then the owner claims with the right answer.
    await kimApi.call('PUT', `/items/${itemId}/questions`, {
      questions: [{ question: QUESTION, expectedAnswer: 'A red fox' }],
    });
    await loginThroughUi(owner, ana);
    await owner.goto(itemPath);
    await owner.getByText('Collect it at Library desk', { exact: false }).waitFor();
    await owner.getByRole('button', { name: 'Claim Item' }).click();
    const claim = owner.getByRole('dialog', { name: `Claim ${TITLE}` });
    await claim.getByRole('textbox', { name: QUESTION }).fill('A red fox in the snow');
    await claim.getByRole('button', { name: 'Send Claim' }).click();
    await toast(owner, 'Claim sent: the finder will review your answers.');

    // The keeper approves it from the item page.
    await keeperPage.reload();
    const claims = keeperPage.getByRole('region', { name: 'Claims' });
    await claims.getByRole('button', { name: `Approve the claim by ${ana.name}` }).click();
    await keeperPage
      .getByRole('dialog', { name: 'Approve this claim?' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await toast(keeperPage, `Claim approved: the item is now claimed by ${ana.name}.`);

    // Counter hand-over: who claimed it, what to check, the code.
    const counter = keeperPage.getByRole('region', { name: 'Counter hand-over' });
    await counter.getByText(`Check their photo ID shows ${ana.name}.`).waitFor();
    await snap(keeperPage, 'office-day-counter');
    await counter.getByRole('button', { name: 'Generate OTP' }).click();
    const code = (await keeperPage.getByLabel('Generated OTP').innerText()).trim();
    await owner.reload();
    await owner.getByLabel(/^OTP/).fill(code);
    await owner.getByRole('button', { name: 'Mark as Returned' }).click();
    await toast(owner, 'Item marked as returned');

    // The receipt, for both sides: downloaded by the keeper, e-mailed to both.
    await keeperPage.reload();
    const receipt = keeperPage.waitForResponse((r) => r.url().endsWith('/receipt'));
    await keeperPage.getByRole('button', { name: 'Download receipt' }).click();
    const receiptAnswer = await receipt;
    expect(receiptAnswer.status()).toBe(200);
    expect(receiptAnswer.headers()['content-type']).toMatch(/^application\/pdf/);
    await keeperPage.getByRole('button', { name: 'E-mail receipt' }).click();
    await toast(keeperPage, 'Receipt sent to both sides.');
    await snap(keeperPage, 'office-day-receipt');

    const history = await kimApi.call<{ events: { action: string }[] }>(
      'GET',
      `/items/${itemId}/history`,
    );
    const actions = history.events.map((e) => e.action);
    for (const step of ['posted', 'handed-in', 'labelled', 'claim-approved', 'returned']) {
      expect(actions).toContain(step);
    }
  });

  it('disposes of what nobody claimed at the end of term, in one go', async () => {
    const category = await firstCategory(stage.portal);
    const ids: string[] = [];
    for (const title of ['Blue umbrella left at the desk', 'Odd glove, grey wool']) {
      // Kim takes it on: it goes to her desk; then onto a bin there.
      const item = { title, description: 'Unclaimed all term.', category, location: 'Library' };
      const id = await shelveThroughApi(kimApi, item, deskId, 'Bin 3');
      // Four months ago: past the default 90 days.
      backdate(stage.portal, id, 120);
      ids.push(id);
    }

    await keeperPage.goto('/office');
    await keeperPage.getByRole('button', { name: /^Due within a week \(2\)/ }).click();
    await keeperPage.getByText('Blue umbrella left at the desk').first().waitFor();
    await keeperPage.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await snap(keeperPage, 'office-day-queue');
    await keeperPage
      .getByRole('region', { name: 'Selection' })
      .getByRole('button', { name: 'Dispose' })
      .click();
    const dialog = keeperPage.getByRole('dialog', { name: 'Dispose of items' });
    await dialog.getByRole('radio', { name: /^Donated/ }).check();
    await dialog.getByLabel('Note (optional)').fill('End of term, to the charity shop');
    await dialog.getByRole('button', { name: 'Dispose' }).click();
    await toast(keeperPage, '2 items disposed of.');

    for (const id of ids) {
      const res = await fetch(`${stage.portal.url}/api/v1/items/${id}`);
      expect(res.status).toBe(404);
      const history = await kimApi.call<{ events: { action: string; details: string }[] }>(
        'GET',
        `/items/${id}/history`,
      );
      expect(history.events.at(-1)).toMatchObject({
        action: 'disposed',
        details: 'donated: End of term, to the charity shop',
      });
    }
  });
});
