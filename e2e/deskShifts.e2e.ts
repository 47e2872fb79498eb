import {
  createRoleAccount,
  firstCategory,
  loginThroughApi,
  shelveThroughApi,
  type Caller,
} from './support/api';
import { snap } from './support/browser';
import { loginThroughUi, logoutThroughUi, person, toast } from './support/flows';
import { ADMIN } from './support/portal';
import { backdate } from './support/seedWorld';
import { startStage, stopStage, type Stage } from './support/stage';
import type { Page } from 'playwright-core';

type HistoryEvent = { action: string; details: string; actor: { name: string } | null };

/**
 * Two keepers on shifts at one desk (docs/product.md#desks-and-the-queue): custody belongs to
 * the desk, so what Kim starts in the morning Kai finishes in the afternoon on the same counter
 * computer. A claimant whose phone is flat is handed their wallet after an ID check, another
 * types the code Kim gave them on the counter's screen, the office's own page turns Returned
 * live, and the afternoon ends with a disposal batch and its printed record.
 */
describe('a desk worked in shifts', () => {
  let stage: Stage;
  let counter: Page;
  let office: Page;
  let kimApi: Caller;
  let kaiApi: Caller;
  let deskId: string;
  let category: string;
  const ana = person('Ana');
  const ben = person('Ben');
  const kim = person('Kim');
  const kai = person('Kai');
  const WALLET = 'Black leather wallet with a bus pass';
  const BOTTLE = 'Green steel water bottle with stickers';
  const ids: Record<string, string> = {};

  /** Kim logs a Found item and shelves it at the desk. */
  const shelve = (title: string) =>
    shelveThroughApi(
      kimApi,
      {
        title,
        description: 'Handed in at the Student Union desk.',
        category,
        location: 'Student Union, ground floor',
      },
      deskId,
      'Shelf B2',
    );

  const history = async (id: string) =>
    (await kaiApi.call<{ events: HistoryEvent[] }>('GET', `/items/${id}/history`)).events;

  beforeAll(async () => {
    stage = await startStage([ana, ben], 2);
    [counter, office] = stage.pages as [Page, Page];
    const admin = await loginThroughApi(stage.portal, ADMIN);
    await createRoleAccount(stage.portal, admin, kim, 'keeper');
    await createRoleAccount(stage.portal, admin, kai, 'keeper');
    kimApi = await loginThroughApi(stage.portal, kim);
    kaiApi = await loginThroughApi(stage.portal, kai);
    const made = await admin.call<{ desk: { _id: string } }>('POST', '/admin/desks', {
      name: 'Student Union desk',
      place: 'Student Union, ground floor',
      hours: 'Mon-Fri 8:00-20:00',
      contact: 'su-desk@campus.test',
      keeperIds: [kimApi.userId, kaiApi.userId],
      storagePlaces: ['Shelf B2', 'Bin 1'],
    });
    deskId = made.desk._id;
    category = await firstCategory(stage.portal);
    ids.wallet = await shelve(WALLET);
    ids.bottle = await shelve(BOTTLE);
    // The owners claim from home (no ownership questions: each claim is accepted at once).
    const anaApi = await loginThroughApi(stage.portal, ana);
    const benApi = await loginThroughApi(stage.portal, ben);
    await anaApi.call('POST', `/items/${ids.wallet}/claim`, { answers: [] });
    await benApi.call('POST', `/items/${ids.bottle}/claim`, { answers: [] });
  });
  afterAll(() => stopStage(stage));

  it('the morning shift starts a hand-over with a code and goes home', async () => {
    await loginThroughUi(counter, kim);
    await counter.goto(`/items/${ids.bottle}`);
    const panel = counter.getByRole('region', { name: 'Counter hand-over' });
    await panel.getByText(`Check their photo ID shows ${ben.name}.`).waitFor();
    await panel.getByRole('button', { name: 'Generate OTP' }).click();
    ids.code = (await counter.getByLabel('Generated OTP').innerText()).trim();
    expect(ids.code).toMatch(/^\d{6}$/);
    // Kim phones Ben the code, then her shift ends.
    await logoutThroughUi(counter);
  });

  it('the afternoon shift hands a wallet over after an ID check, live on the office’s page', async () => {
    // The office manager keeps the wallet's page open on another screen.
    await loginThroughUi(office, ADMIN);
    await office.goto(`/items/${ids.wallet}`);
    await office.getByRole('region', { name: 'Counter hand-over' }).waitFor();

    // Kai, on the same counter computer, was never the wallet's keeper: the desk holds it.
    await loginThroughUi(counter, kai);
    await counter.goto(`/items/${ids.wallet}`);
    const panel = counter.getByRole('region', { name: 'Counter hand-over' });
    await panel.getByText(`Check their photo ID shows ${ana.name}.`).waitFor();
    // Ana's phone is flat: Kai checks her student card and hands the wallet over.
    await panel.getByLabel(/^What was checked/).fill('photo ID (student card)');
    await snap(counter, 'desk-shifts-id-check');
    await panel.getByRole('button', { name: 'Photo ID checked: hand over' }).click();
    await toast(counter, 'Handed over. The item is marked as Returned.');
    await counter.getByRole('button', { name: 'Download receipt' }).waitFor();

    // The other screen follows without a reload: the panel gives way to the receipt.
    await office.getByRole('button', { name: 'Download receipt' }).waitFor();
    expect(await office.getByRole('region', { name: 'Counter hand-over' }).count()).toBe(0);
    await snap(office, 'desk-shifts-live-returned');

    const events = await history(ids.wallet);
    expect(events.at(-1)).toMatchObject({
      action: 'returned',
      details: 'Checked at the counter: photo ID (student card)',
      actor: { name: kai.name },
    });
  });

  it('a claimant types the morning’s code on the counter’s screen', async () => {
    await counter.goto(`/items/${ids.bottle}`);
    const panel = counter.getByRole('region', { name: 'Counter hand-over' });
    await panel.getByLabel(/^Code typed by the claimant/).fill(ids.code!);
    await panel.getByRole('button', { name: 'Hand over with the code' }).click();
    await toast(counter, 'Hand-over confirmed. The item is marked as Returned.');
    await counter.getByRole('button', { name: 'Download receipt' }).waitFor();

    // The history names both shifts: Kim's code, Kai's counter.
    const events = await history(ids.bottle);
    const generated = events.find((e) => e.action === 'code-generated');
    expect(generated?.actor?.name).toBe(kim.name);
    expect(events.at(-1)).toMatchObject({
      action: 'returned',
      details: 'Code typed by the claimant at the counter',
      actor: { name: kai.name },
    });
  });

  it('ends the day with a disposal batch and its printed record', async () => {
    const old: string[] = [];
    for (const title of ['Odd grey glove', 'Broken black umbrella']) {
      const id = await shelve(title);
      backdate(stage.portal, id, 120);
      old.push(id);
    }
    await counter.goto('/office');
    await counter.getByRole('button', { name: /^Due within a week \(2\)/ }).click();
    await counter.getByText('Odd grey glove').first().waitFor();
    await counter.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await counter
      .getByRole('region', { name: 'Selection' })
      .getByRole('button', { name: 'Dispose' })
      .click();
    const dialog = counter.getByRole('dialog', { name: 'Dispose of items' });
    await dialog.getByRole('radio', { name: /^Donated/ }).check();
    await dialog.getByRole('button', { name: 'Dispose' }).click();
    await toast(counter, '2 items disposed of.');

    const record = counter.waitForResponse((r) => /\/office\/disposals\/[^/]+$/.test(r.url()));
    await counter.getByRole('button', { name: 'Print disposal record' }).click();
    const answer = await record;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/pdf/);
    await snap(counter, 'desk-shifts-disposal-record');
    for (const id of old) {
      expect((await history(id)).at(-1)).toMatchObject({
        action: 'disposed',
        actor: { name: kai.name },
      });
    }
  });
});
