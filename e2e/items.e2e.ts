import { snap } from './support/browser';
import { loginThroughUi, person, toast } from './support/flows';
import { findAndOpen, photo, postItemThroughUi } from './support/items';
import { startStage, stopStage, type Stage } from './support/stage';
import type { Page } from 'playwright-core';

describe('an item from post to hand-over, in a real browser', () => {
  let stage: Stage;
  let poster: Page;
  let claimant: Page;
  let visitor: Page;
  const pat = person('Pat');
  const casey = person('Casey');

  beforeAll(async () => {
    stage = await startStage([pat, casey], 3);
    [poster, claimant, visitor] = stage.pages as [Page, Page, Page];
  });
  afterAll(() => stopStage(stage));

  it('is posted with a photo, found by search, claimed, and confirmed Returned with the code', async () => {
    await loginThroughUi(poster, pat);
    await postItemThroughUi(
      poster,
      {
        title: 'Blue Hydroflask bottle',
        description: 'Dented blue bottle with a campus sticker, left after the lecture.',
        category: 'Water Bottles',
        status: 'Found',
        location: 'Library, 2nd floor',
      },
      await photo(),
    );

    // A second user finds it by a word prefix and claims it.
    await loginThroughUi(claimant, casey);
    const id = await findAndOpen(claimant, 'hydro', 'Blue Hydroflask bottle');
    const image = claimant.getByRole('img', { name: /Blue Hydroflask bottle/ }).first();
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^\/uploads\/.+\.webp$/);
    // The claim asks first (docs/product.md#screens), then makes the item Claimed at once.
    await claimant.getByRole('button', { name: 'Claim Item' }).click();
    const confirm = claimant.getByRole('dialog', { name: 'Claim this item?' });
    await confirm
      .getByText('The finder will be told; hand-over needs the code they give you.', {
        exact: false,
      })
      .waitFor();
    // The dialog fades in: the picture waits until it is fully shown.
    const container = claimant.locator('.MuiDialog-container');
    type Styled = {
      ownerDocument: { defaultView: { getComputedStyle: (e: unknown) => { opacity: string } } };
    };
    const opacity = () =>
      container.evaluate((el: Styled) => el.ownerDocument.defaultView.getComputedStyle(el).opacity);
    while ((await opacity()) !== '1') {
      await claimant.waitForTimeout(50);
    }
    await snap(claimant, 'items-claim-confirm');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await claimant.getByRole('button', { name: 'Already Claimed' }).waitFor();
    await snap(claimant, 'items-claimed');

    // The poster generates the hand-over code.
    await poster.goto(`/items/${id}`);
    await poster.getByRole('button', { name: 'Generate OTP' }).click();
    const code = (await poster.getByLabel('Generated OTP').innerText()).trim();
    expect(code).toMatch(/^\d{6}$/);
    await snap(poster, 'items-code-generated');

    // The claimant enters it on receiving the item.
    await claimant.reload();
    await claimant.getByLabel(/^OTP/).fill(code);
    await claimant.getByRole('button', { name: 'Mark as Returned' }).click();
    await toast(claimant, 'Item marked as returned');

    // Everyone, even a visitor, sees Returned.
    await visitor.goto(`/items/${id}`);
    await visitor.getByText('Returned', { exact: true }).first().waitFor();
    // "Returned to its owner" with the date, never "Already Claimed" (docs/product.md#screens).
    await visitor.getByText(/^Returned to its owner on \d{2}\/\d{2}\/\d{4}$/).waitFor();
    expect(await visitor.getByRole('button', { name: 'Already Claimed' }).count()).toBe(0);
    await snap(visitor, 'items-returned-visitor');
    const res = await fetch(`${stage.portal.url}/api/v1/items/${id}`);
    const body = (await res.json()) as { item: { status: string } };
    expect(body.item.status).toBe('Returned');
    expect(JSON.stringify(body)).not.toContain(code);
  });
});
