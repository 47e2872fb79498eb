import { createTestApp, type TestApp } from '../../test/testApp';
import { createCategory, createUser, type TestUser } from '../../test/fixtures';
import { MARGIN, MARGIN_FLOOR, alertsNow, clearlyBest } from './alertPolicy';
import { ALERT_THRESHOLD } from './score';
import { matchNotifications, saveItem } from './testHelpers';

describe('the alert policy (docs/product.md#matching)', () => {
  const none = { forLost: 0, forFound: 0 };
  it('alerts on the score alone at or above the threshold, whatever the rivals', () => {
    expect(alertsNow(ALERT_THRESHOLD, { forLost: ALERT_THRESHOLD, forFound: 0 })).toBe(true);
  });
  it('alerts below the threshold only for a candidate clearly best on both sides', () => {
    const s = MARGIN_FLOOR + 0.05;
    expect(clearlyBest(s, none)).toBe(true);
    expect(clearlyBest(s, { forLost: s - MARGIN / 2, forFound: 0 })).toBe(false);
    expect(clearlyBest(s, { forLost: 0, forFound: s - MARGIN / 2 })).toBe(false);
    expect(clearlyBest(MARGIN_FLOOR - 0.01, none)).toBe(false);
  });
});

describe('margin alerts through the worker', () => {
  let t: TestApp;
  let owner: TestUser;
  let finder: TestUser;
  let other: TestUser;
  // Scores about 0.53 (below ALERT_THRESHOLD): other words, another place, nothing else near.
  const lostGlasses = {
    title: 'Reading glasses',
    description: 'Black reading glasses in a hard black case, lost after my seminar.',
    category: 'Other',
    status: 'Lost',
    location: 'Business School',
  };
  const foundSpecs = {
    title: 'Specs found',
    description: 'Pair of specs in a dark case on a windowsill.',
    category: 'Other',
    status: 'Found',
    location: 'Library',
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { name: 'Olive Owner' });
    finder = await createUser(t, { name: 'Finn Finder' });
    other = await createUser(t, { name: 'Fay Finder' });
    await createCategory(t, { name: 'Other' });
  });
  afterAll(() => t.close());
  const idle = () => t.app.ctx.worker.idle();

  it('tells the owner about the one clear candidate, though it scores below the threshold', async () => {
    const lostId = await saveItem(t.app, owner, lostGlasses);
    await idle();
    const foundId = await saveItem(t.app, finder, foundSpecs);
    await idle();
    const alerts = await matchNotifications(t.app, owner);
    expect(alerts.map((n) => n.itemId)).toEqual([foundId]);
    expect(alerts[0].message).toBe(
      `Possible match for your lost item "${lostGlasses.title}": "${foundSpecs.title}"`,
    );
    // Closed, so the next test starts with no report of this owner's.
    await t.app.ctx.db
      .updateTable('items')
      .set({ is_active: 0 })
      .where('id', '=', lostId)
      .execute();
  });

  it('does not alert when two candidates are as likely as each other', async () => {
    const before = (await matchNotifications(t.app, owner)).length;
    await saveItem(t.app, finder, { ...foundSpecs, title: 'Specs in a case' });
    await saveItem(t.app, other, { ...foundSpecs, title: 'Specs in a case' });
    await idle();
    await saveItem(t.app, owner, lostGlasses);
    await idle();
    expect(await matchNotifications(t.app, owner)).toHaveLength(before);
  });
});
