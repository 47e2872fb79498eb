import { createTestApp, type TestApp } from '../../test/testApp';
import { auth, createCategory, createUser, type TestUser } from '../../test/fixtures';
import { foundBottle, lostBottle, matchNotifications, saveItem } from './testHelpers';

/** docs/product.md#matching: an item an admin re-activates is matched again, like a new post. */
describe('matching: an item re-activated by an admin', () => {
  let t: TestApp;
  let owner: TestUser;
  let finder: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { name: 'Olive Owner' });
    finder = await createUser(t, { name: 'Finn Finder' });
    admin = await createUser(t, { role: 'admin' });
    await createCategory(t, { name: 'Water Bottles' });
  });
  afterAll(() => t.close());

  const flip = (id: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/items/${id}/activate`,
      headers: auth(admin),
    });

  it('alerts the owner when the Lost report comes back after a Found item was posted meanwhile', async () => {
    const lostId = await saveItem(t.app, owner, lostBottle);
    await t.app.ctx.worker.idle();
    expect((await flip(lostId)).json().item.isActive).toBe(false);

    await saveItem(t.app, finder, foundBottle);
    await t.app.ctx.worker.idle();
    // Inactive reports are not matched: nothing yet.
    expect(await matchNotifications(t.app, owner)).toHaveLength(0);

    expect((await flip(lostId)).json().item.isActive).toBe(true);
    await t.app.ctx.worker.idle();
    const alerts = await matchNotifications(t.app, owner);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.link).toMatch(/^\/items\//);
  });
});
