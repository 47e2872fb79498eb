import { firstCategory, loginThroughApi, postItemThroughApi } from './support/api';
import { snap } from './support/browser';
import { loginThroughUi, person, toast } from './support/flows';
import { startStage, stopStage, type Stage } from './support/stage';
import type { Page } from 'playwright-core';

/** docs/product.md#withdrawing-and-releasing-a-claim: a claim has a way back before the hand-over. */
describe('a claim withdrawn and a claim released, in a real browser', () => {
  let stage: Stage;
  let poster: Page;
  let claimant: Page;
  const pat = person('Pat');
  const casey = person('Casey');
  const REASON = 'The serial number under the lid does not match.';

  beforeAll(async () => {
    stage = await startStage([pat, casey], 2);
    [poster, claimant] = stage.pages as [Page, Page];
  });
  afterAll(() => stopStage(stage));

  /** Claims the open item on its page, through the confirm dialog. */
  async function claimOnPage(id: string) {
    await claimant.goto(`/items/${id}`);
    await claimant.getByRole('button', { name: 'Claim Item' }).click();
    const confirm = claimant.getByRole('dialog', { name: 'Claim this item?' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await claimant.getByRole('button', { name: 'Already Claimed' }).waitFor();
  }

  it('lets the claimant withdraw, and the poster release with a reason the claimant reads', async () => {
    const api = await loginThroughApi(stage.portal, pat);
    const category = await firstCategory(stage.portal);
    const found = (title: string) =>
      postItemThroughApi(api, {
        title,
        description: 'Left on a bench after the lecture.',
        category,
        status: 'Found',
        location: 'Lecture Hall B',
      });
    const flask = await found('Steel flask with a bike sticker');
    const camera = await found('Compact camera in a grey pouch');
    await loginThroughUi(claimant, casey);

    // Withdrawn by the claimant: the item is Found again and can be claimed.
    await claimOnPage(flask);
    await claimant.getByRole('button', { name: 'Withdraw my claim' }).click();
    const withdraw = claimant.getByRole('dialog', { name: 'Withdraw your claim?' });
    await withdraw.getByText('the finder is told', { exact: false }).waitFor();
    await snap(claimant, 'claim-withdraw-confirm');
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    await toast(claimant, 'Claim withdrawn.');
    await claimant.getByRole('button', { name: 'Claim Item' }).waitFor();
    expect(await claimant.getByRole('button', { name: 'Withdraw my claim' }).count()).toBe(0);

    // Released by the poster, with a reason.
    await claimOnPage(camera);
    await loginThroughUi(poster, pat);
    await poster.goto(`/items/${camera}`);
    await poster.getByRole('button', { name: 'Release claim' }).click();
    const release = poster.getByRole('dialog', { name: 'Release this claim?' });
    await release.getByLabel(/^Why are you releasing this claim\?/).fill(REASON);
    await release.getByText(/^The claimant will see this reason\./).waitFor();
    await snap(poster, 'claim-release-reason');
    await release.getByRole('button', { name: 'Release' }).click();
    await toast(poster, 'Claim released.');
    await poster.getByRole('button', { name: 'Generate OTP' }).waitFor({ state: 'detached' });

    // The history on the poster's side names both.
    const res = await fetch(`${stage.portal.url}/api/v1/items/${camera}/history`, {
      headers: { authorization: api.token },
    });
    const actions = ((await res.json()) as { events: { action: string }[] }).events.map(
      (e) => e.action,
    );
    expect(actions).toEqual(['posted', 'claimed', 'claim-released']);

    // The claimant reads why in their notifications, and the item is open again.
    await claimant.goto('/notifications');
    const note = `Pat Person released your claim on "Compact camera in a grey pouch": ${REASON}`;
    await claimant.getByText(note).first().waitFor();
    await snap(claimant, 'claim-released-notification');
    await claimant.goto(`/items/${camera}`);
    await claimant.getByRole('button', { name: 'Claim Item' }).waitFor();
  });
});
