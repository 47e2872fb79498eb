import os from 'node:os';
import { createTestApp, type TestApp } from '../test/testApp';
import { createCategory, createUser, type TestUser } from '../test/fixtures';
import { closeSockets, connect, nextEvent } from '../test/realtimeFixtures';
import { foundBottle, lostBottle, mailsTo, saveItem } from '../modules/matching/testHelpers';
import { enqueue } from './enqueue';
import { pendingJobs } from './jobsRepository';

/**
 * ROLE=all runs durable jobs in a worker thread (docs/architecture.md#background-work): the
 * same jobs, their live events and counters reaching the main thread, restarted if it dies.
 */
describe('the job thread (ROLE=all)', () => {
  let t: TestApp;
  let url: string;
  let owner: TestUser;
  let finder: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ JOB_RUNNER: 'thread', METRICS_TOKEN: 'a-metrics-token-for-tests' });
    url = await t.listen();
    owner = await createUser(t, { name: 'Olive Owner' });
    finder = await createUser(t, { name: 'Finn Finder' });
    await createCategory(t, { name: 'Water Bottles' });
  });
  afterAll(async () => {
    closeSockets();
    await t.close();
  });

  it('runs matching in the thread: the owner is alerted live and by e-mail', async () => {
    expect(t.app.ctx.worker.id).toMatch(/^thread:/);
    await saveItem(t.app, owner, lostBottle);
    const socket = await connect(url, { token: owner.token });
    const live = nextEvent(socket, 'newNotification', 15_000);
    await saveItem(t.app, finder, foundBottle);
    const event = await live;
    expect(event.type).toBe('match');
    await t.app.ctx.worker.idle();
    const mails = await mailsTo(t, owner.email);
    expect(mails.some((m) => /match/i.test(m.subject))).toBe(true);
    // The counter was bumped in the thread and is read from the main thread's registry.
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer a-metrics-token-for-tests' },
    });
    expect(metrics.body).toMatch(/lostfound_notifications_sent_total\{type="match"\} [1-9]/);
    expect(metrics.body).toMatch(/lostfound_mail_sent_total [1-9]/);
  });

  it('runs bulk jobs on a catch-up thread at normal priority, which ends when none is left', async () => {
    const worker = t.app.ctx.worker as unknown as CatchUpView;
    expect(worker.catchUpThread).toBeNull();
    const itemId = await saveItem(t.app, finder, { ...foundBottle, title: 'Green bottle, bulk' });
    // An import's batch: the job thread claims it and asks for the catch-up thread.
    await enqueue(t.app.ctx.db, 'match-items', { itemIds: [itemId] });
    await enqueue(t.app.ctx.db, 'saved-search-alerts-batch', { itemIds: [itemId] });
    t.app.ctx.worker.wake();
    await waitFor(async () => worker.nice.catchUp !== undefined, 15_000);
    if (process.platform === 'linux') {
      expect(worker.nice.jobs).toBe(19);
      // Started at the main thread's priority and kept there.
      expect(worker.nice.catchUp).toBe(os.getPriority(0));
    }
    await t.app.ctx.worker.idle();
    const left = (await pendingJobs(t.app.ctx.db)).map((j) => j.kind);
    expect(left).not.toContain('match-items');
    expect(left).not.toContain('saved-search-alerts-batch');
    // It lingers two seconds with nothing due, then ends.
    await waitFor(async () => worker.catchUpThread === null, 15_000);
  });

  it('starts again after dying, and runs the jobs queued meanwhile', async () => {
    const before = await mailsTo(t, owner.email);
    const exited = threadExit(t);
    await killThread(t);
    await exited;
    await enqueue(t.app.ctx.db, 'send-mail', {
      userId: owner.id,
      mail: { to: '', subject: 'After the restart', text: 'hello', html: '<p>hello</p>' },
    });
    t.app.ctx.worker.wake();
    await waitFor(async () => (await mailsTo(t, owner.email)).length > before.length, 15_000);
    const after = await mailsTo(t, owner.email);
    expect(after.map((m) => m.subject)).toContain('After the restart');
  });
});

type CatchUpView = { catchUpThread: unknown; nice: { jobs?: number; catchUp?: number } };
type Thread = { terminate(): Promise<number>; once(e: 'exit', f: () => void): void };
const threadOf = (t: TestApp) => (t.app.ctx.worker as unknown as { thread: Thread | null }).thread;

function threadExit(t: TestApp) {
  const thread = threadOf(t)!;
  return new Promise<void>((resolve) => thread.once('exit', resolve));
}

const killThread = async (t: TestApp) => {
  await threadOf(t)!.terminate();
};

async function waitFor(check: () => Promise<boolean>, ms: number) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}
