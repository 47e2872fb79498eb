import { loginThroughUi, type Person } from './flows';
import { ADMIN, type Portal } from './portal';
import { startWorld, stopWorld, type World, type WorldStage } from './seedWorld';
import { DESKTOP, MOBILE, scanBothThemes, scanContext, settled } from './axe';
import type { Browser, Page } from 'playwright-core';

/**
 * docs/accessibility.md#the-axe-suite: every route of docs/product.md#screens for each role that
 * can see it, both themes, desktop and phone, with the main dialogs open: no WCAG 2.2 A/AA
 * violation (axe-core). One browser, one page per role; the size is switched on that page.
 * The roles are split over the a11y.*.e2e.ts files so that two Jest workers share them.
 */
type Scan = {
  path: string;
  name?: string;
  /** Opens a dialog (scanned on its own: the page behind has its own scan) or an inline form. */
  dialog?: (page: Page) => Promise<void>;
  inline?: boolean;
};

const openDialog = (button: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name: button }).first().click();
  await page.getByRole('dialog').waitFor();
};

async function scanAll(page: Page, scans: Scan[], size: string): Promise<string[]> {
  const found: string[] = [];
  for (const scan of scans) {
    await page.goto(scan.path);
    await settled(page);
    const where = `${size} ${scan.name ?? scan.path}`;
    // With a dialog open, the dialog is scanned (the page behind it has its own scan).
    if (scan.dialog) await scan.dialog(page);
    const within = scan.dialog && !scan.inline ? '.MuiModal-root' : undefined;
    found.push(...(await scanBothThemes(page, where, within)));
  }
  return found;
}

export type A11yRole = 'visitor' | 'user (poster)' | 'user (claimant)' | 'keeper' | 'admin';

export function describeA11y(only: A11yRole[]) {
  describe('accessibility (axe, WCAG 2.2 AA): every route, role, theme and size', () => {
    let portal: Portal;
    let browser: Browser;
    let world: World;
    let stage: WorldStage | undefined;

    beforeAll(async () => {
      stage = await startWorld();
      ({ portal, browser, world } = stage);
    }, 60_000);
    afterAll(() => stopWorld(stage));

    const visitorScans = (): Scan[] => [
      { path: '/' },
      { path: '/login' },
      { path: '/login', name: 'forgot password dialog', dialog: openDialog('Forgot Password?') },
      { path: '/register' },
      { path: '/verify-otp?email=someone%40campus.test' },
      { path: '/verify-otp?email=someone%40campus.test&forgot=true' },
      // Opened without an email: the page explains and links on (docs/product.md#accounts).
      { path: '/verify-otp' },
      { path: `/items/${world.photoItem}` },
      {
        path: `/items/${world.photoItem}`,
        name: 'enlarged photo',
        dialog: openDialog('Enlarge image'),
      },
      { path: '/accessibility' },
      { path: '/stats' },
      { path: '/privacy' },
      { path: '/desks' },
      { path: `/items/${world.questionItem}` },
      { path: '/unsubscribe' },
      { path: '/no/such/page' },
    ];
    const posterScans = (): Scan[] => [
      { path: '/' },
      { path: `/items/${world.photoItem}` },
      {
        path: `/items/${world.openItem}`,
        name: 'edit item form',
        dialog: (page) => page.getByRole('button', { name: 'Edit Item' }).click(),
        inline: true,
      },
      { path: '/items/create' },
      { path: '/dashboard' },
      { path: '/profile' },
      { path: '/profile', name: 'delete account dialog', dialog: openDialog('Delete Account') },
      { path: '/conversations' },
      { path: `/messages/${world.conversation}` },
      { path: '/notifications' },
      // The claims waiting for review, with the answers (docs/product.md#office).
      { path: `/items/${world.questionItem}` },
      {
        path: `/items/${world.questionItem}`,
        name: 'approve claim dialog',
        dialog: openDialog(/^Approve the claim by/),
      },
      // The owner closes a Lost report by hand (docs/product.md#closing-a-lost-report).
      {
        path: `/items/${world.openItem}`,
        name: 'close report dialog',
        dialog: openDialog('Close report'),
      },
      // Releasing a claim asks for the reason (docs/product.md#withdrawing-and-releasing-a-claim).
      {
        path: `/items/${world.claimedItem}`,
        name: 'release claim dialog',
        dialog: openDialog('Release claim'),
      },
    ];
    const claimantScans = (): Scan[] => [
      { path: `/items/${world.openItem}` },
      {
        // A Found item's claim asks first (a Lost report's too: the same dialog).
        path: `/items/${world.photoItem}`,
        name: 'claim confirmation dialog',
        dialog: openDialog('Claim Item'),
      },
      { path: `/items/${world.claimedItem}` },
      {
        path: `/items/${world.claimedItem}`,
        name: 'withdraw claim dialog',
        dialog: openDialog('Withdraw my claim'),
      },
      { path: `/items/${world.questionItem}` },
      { path: '/dashboard' },
      // "I found this" on someone else's Lost report: the post form, prefilled (docs/product.md#i-found-this).
      { path: `/items/create?foundFor=${world.openItem}` },
    ];
    const keeperScans = (): Scan[] => [
      { path: '/' },
      { path: `/items/${world.openItem}` },
      { path: '/dashboard' },
      { path: '/office' },
      {
        path: '/office',
        name: 'bulk dispose dialog',
        dialog: async (page) => {
          await page.getByRole('button', { name: /^Due within a week/ }).click();
          await page.getByRole('checkbox', { name: /^Select Grey scarf/ }).check();
          await page
            .getByRole('region', { name: 'Selection' })
            .getByRole('button', { name: 'Dispose' })
            .click();
          await page.getByRole('dialog').waitFor();
        },
      },
      // The queue's view lives in the URL; an overdue row carries its chip (docs/product.md#the-keepers-queue).
      { path: '/office?view=due-soon' },
      { path: '/office/intake' },
      // The import of the office's log, at its upload step (docs/product.md#importing-the-offices-log).
      { path: '/office/import' },
      { path: '/office/labels' },
      { path: '/stats' },
      { path: '/desks' },
      { path: `/items/${world.dueItem}` },
      // The counter's hand-over panel and the walk-in finder's box (docs/product.md#counter-hand-over).
      { path: `/items/${world.counterItem}` },
    ];
    const adminScans = (): Scan[] => [
      { path: '/admin?tab=overview' },
      { path: '/admin?tab=users' },
      {
        path: '/admin?tab=users',
        name: 'deactivate user dialog',
        dialog: async (page) => {
          await page.getByLabel(`Toggle activation for ${world.poster.name}`).click();
          await page.getByRole('dialog').waitFor();
        },
      },
      { path: '/admin?tab=items' },
      {
        path: '/admin?tab=items',
        name: 'assign keeper dialog',
        dialog: async (page) => {
          // A phone shows cards; a wider grid renders only the columns in view, so it is
          // scrolled to the actions first.
          const grid = page.locator('.MuiDataGrid-virtualScroller');
          const assign = page.getByRole('button', { name: /^Assign keeper to/ });
          await grid.or(assign).first().waitFor();
          if (await grid.count()) {
            await grid.evaluate((el: { scrollLeft: number; scrollWidth: number }) => {
              el.scrollLeft = el.scrollWidth;
            });
          }
          await openDialog(/^Assign keeper to/)(page);
        },
      },
      { path: '/admin?tab=keepers' },
      { path: '/admin?tab=conversations' },
      { path: '/admin?tab=categories' },
      { path: '/admin?tab=categories', name: 'edit category dialog', dialog: openDialog(/^Edit /) },
      { path: '/admin?tab=places' },
      { path: '/admin?tab=places', name: 'edit place dialog', dialog: openDialog(/^Edit /) },
      { path: '/admin?tab=desks' },
      { path: '/admin?tab=desks', name: 'edit desk dialog', dialog: openDialog(/^Edit /) },
      { path: '/admin?tab=campus' },
      { path: '/admin?tab=create-account' },
      { path: '/admin?tab=audit' },
      { path: `/users/${world.poster.id}` },
      {
        path: `/users/${world.poster.id}`,
        name: 'erase personal data dialog',
        dialog: openDialog('Erase personal data'),
      },
      { path: '/office' },
    ];

    const allRoles: [A11yRole, () => Person | null, () => Scan[]][] = [
      ['visitor', () => null, visitorScans],
      ['user (poster)', () => world.poster, posterScans],
      ['user (claimant)', () => world.claimant, claimantScans],
      ['keeper', () => world.keeper, keeperScans],
      ['admin', () => ({ ...ADMIN }), adminScans],
    ];

    const roles = allRoles.filter(([role]) => only.includes(role));
    it.each(roles)(
      '%s',
      async (_role, who, scans) => {
        const context = await scanContext(browser, portal.url);
        const page = await context.newPage();
        page.setDefaultTimeout(15_000);
        try {
          const person = who();
          if (person) await loginThroughUi(page, person);
          const found = await scanAll(page, scans(), 'desktop');
          await page.setViewportSize(MOBILE);
          found.push(...(await scanAll(page, scans(), 'mobile')));
          if (!person) {
            await page.goto('/');
            await settled(page);
            await page.getByRole('button', { name: 'Open navigation menu' }).click();
            await page.getByRole('dialog').waitFor();
            found.push(...(await scanBothThemes(page, 'mobile side menu', '.MuiModal-root')));
          }
          await page.setViewportSize(DESKTOP);
          expect(found).toEqual([]);
        } finally {
          await context.close();
        }
      },
      // A role scans up to 15 routes x 2 sizes x 2 themes; beside another worker that takes minutes.
      480_000,
    );
  });
}
