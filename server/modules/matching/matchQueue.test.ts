import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createCategory, createUser, type TestUser } from '../../test/fixtures';
import { matchItem } from './matchItem';
import { foundBottle, lostBottle, matchNotifications, saveItem } from './testHelpers';
import type { FastifyInstance } from 'fastify';

/** Matching runs on the durable queue: posts survive a restart, instances never alert twice. */
describe('matching jobs across restarts and instances', () => {
  let t: TestApp;
  let owner: TestUser;
  let finder: TestUser;
  const others: FastifyInstance[] = [];

  beforeAll(async () => {
    // No worker: jobs stay queued until a test runs them.
    t = await createTestApp({}, { role: 'web' });
    owner = await createUser(t, { name: 'Olive Owner' });
    finder = await createUser(t, { name: 'Finn Finder' });
    await createCategory(t, { name: 'Water Bottles' });
  });
  afterAll(async () => {
    for (const app of others) await app.close();
    await t.close();
  });

  /** Another server on the same database. */
  const instance = async (runsJobs: boolean) => {
    const role = runsJobs ? 'all' : 'web';
    const app = await buildApp({ ...t.config, role }, { logger: false, realtime: false });
    others.push(app);
    return app;
  };
  // Leaves out the daily e-mail digest, which is always queued (docs/product.md#e-mail).
  const queued = (app: FastifyInstance) =>
    app.ctx.db
      .selectFrom('jobs')
      .select(['kind', 'payload'])
      .where('kind', '!=', 'email-digest')
      .orderBy('created_at')
      .execute();

  it('runs the jobs of a post on the next start when the server stopped before running them', async () => {
    const lostId = await saveItem(t.app, owner, lostBottle);
    const foundId = await saveItem(t.app, finder, foundBottle);
    // Each post queues its match and, next to it, its saved-search check (one transaction: the
    // two may share a created_at, so their order is not asserted).
    const jobs = await queued(t.app);
    expect(jobs).toHaveLength(4);
    expect(jobs).toEqual(
      expect.arrayContaining([
        { kind: 'match-item', payload: JSON.stringify({ itemId: lostId }) },
        { kind: 'saved-search-alerts', payload: JSON.stringify({ itemId: lostId }) },
        { kind: 'match-item', payload: JSON.stringify({ itemId: foundId }) },
        { kind: 'saved-search-alerts', payload: JSON.stringify({ itemId: foundId }) },
      ]),
    );
    await t.app.close();

    const restarted = await instance(true);
    await restarted.ctx.worker.idle();

    expect(await queued(restarted)).toEqual([]);
    const pairs = await restarted.ctx.db
      .selectFrom('item_matches')
      .select(['lost_id', 'found_id'])
      .execute();
    expect(pairs).toEqual([{ lost_id: lostId, found_id: foundId }]);
    expect(await matchNotifications(restarted, owner)).toHaveLength(1);
    // Its worker would otherwise run the next test's jobs.
    await restarted.close();
    others.splice(others.indexOf(restarted), 1);
  });

  it('alerts once when two instances match the same pair at the same time', async () => {
    const a = await instance(false);
    // SQLite serves a single process: better-sqlite3 waits for a lock by blocking the thread, so
    // two connections in one process cannot interleave transactions. There, the two runs share
    // one server (a rerun after a lease ran out, while the first run is still going).
    const b = t.app.ctx.dialect === 'postgres' ? await instance(false) : a;
    // Someone else's bottle, so the first test's alert does not count.
    const owner2 = await createUser(a.ctx.db, { name: 'Otto Owner' });
    const lostId = await saveItem(a, owner2, { ...lostBottle, title: 'Navy Hydro Flask' });
    const foundId = await saveItem(b, finder, { ...foundBottle, title: 'Blue Hydro Flask found' });
    await Promise.all([
      matchItem(a.ctx, lostId),
      matchItem(b.ctx, lostId),
      matchItem(a.ctx, foundId),
      matchItem(b.ctx, foundId),
    ]);

    // (The first test's Found bottle matches this report too: only this pair counts here.)
    const alerts = (await matchNotifications(a, owner2)).filter((n) => n.itemId === foundId);
    expect(alerts).toEqual([expect.objectContaining({ link: `/items/${foundId}` })]);
    // One e-mail for the one alert (docs/product.md#e-mail: matches are mailed at once).
    const payload = JSON.stringify({ notificationId: alerts[0]._id });
    const mailJobs = (await queued(a)).filter((j) => j.payload === payload);
    expect(mailJobs).toEqual([{ kind: 'send-mail', payload }]);
  });
});
