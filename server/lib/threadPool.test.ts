import { threadId as mainThreadId, Worker } from 'node:worker_threads';
import { ThreadPool, ThreadPoolFull } from './threadPool';

// A test thread: answers `{ n }` with its own thread id, fails `{ op: 'fail' }`, dies on
// `{ op: 'exit' }`; started with `hold`, it never answers (the test stops it instead).
const THREAD = `
const { parentPort, workerData, threadId } = require('node:worker_threads');
parentPort.on('message', (m) => {
  if (workerData.hold) return;
  if (m.op === 'exit') process.exit(3);
  if (m.op === 'fail') return parentPort.postMessage({ id: m.id, ok: false, error: 'no good' });
  parentPort.postMessage({ id: m.id, ok: true, value: { n: m.n, threadId } });
});
`;

type Task = { n?: number; op?: 'exit' | 'fail' };
type Result = { n: number; threadId: number };

function testPool(opts: { maxQueued?: number; timeoutMs?: number; hold?: boolean[] } = {}) {
  const workers: Worker[] = [];
  const errors: unknown[] = [];
  const hold = [...(opts.hold ?? [])];
  const pool = new ThreadPool<Task, Result>({
    start: () => {
      const worker = new Worker(THREAD, { eval: true, workerData: { hold: hold.shift() } });
      workers.push(worker);
      return worker;
    },
    size: 1,
    maxQueued: opts.maxQueued ?? 10,
    timeoutMs: opts.timeoutMs ?? 20_000,
    onError: (err) => errors.push(err),
  });
  return { pool, workers, errors };
}

describe('ThreadPool (docs/performance.md#label-rendering)', () => {
  const pools: ThreadPool<Task, Result>[] = [];
  const track = <T extends { pool: ThreadPool<Task, Result> }>(made: T) => {
    pools.push(made.pool);
    return made;
  };
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((p) => p.close()));
  });

  it('runs tasks on another thread, first in first out, starting it on first use', async () => {
    const { pool } = track(testPool());
    expect(pool.stats.started).toBe(0);
    const order: number[] = [];
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        pool.run({ n }).then((r) => {
          order.push(n);
          return r;
        }),
      ),
    );
    expect(order).toEqual([1, 2, 3, 4, 5]);
    const [{ value, threadId }] = results;
    expect(threadId).not.toBe(mainThreadId);
    expect(value.threadId).toBe(threadId);
    expect(pool.stats).toMatchObject({ started: 1, done: 5, running: 0, queued: 0 });
  });

  it('refuses a task when the queue is full, and serves the rest', async () => {
    const { pool, workers } = track(testPool({ maxQueued: 2, hold: [true] }));
    const running = pool.run({ n: 1 });
    const queued = [pool.run({ n: 2 }), pool.run({ n: 3 })];
    await expect(pool.run({ n: 4 })).rejects.toBeInstanceOf(ThreadPoolFull);
    expect(pool.stats).toMatchObject({ running: 1, queued: 2 });
    // The held thread dies: its task is retried on a new thread, then the queue drains there.
    await workers[0]!.terminate();
    const results = await Promise.all([running, ...queued]);
    expect(results.map((r) => r.value.n)).toEqual([1, 2, 3]);
    expect(results.every((r) => r.threadId === workers[1]!.threadId)).toBe(true);
    expect(pool.stats.started).toBe(2);
  });

  it('restarts a thread that dies and fails a task that kills it twice', async () => {
    const { pool, errors } = track(testPool());
    await expect(pool.run({ op: 'exit' })).rejects.toThrow(/stopped \(code 3\)/);
    expect(pool.stats.started).toBe(2);
    expect(errors).toHaveLength(1);
    const next = await pool.run({ n: 7 });
    expect(next.value.n).toBe(7);
    expect(pool.stats.started).toBe(3);
  });

  it("passes a thread's failure on and keeps the thread", async () => {
    const { pool } = track(testPool());
    await expect(pool.run({ op: 'fail' })).rejects.toThrow('no good');
    expect((await pool.run({ n: 1 })).value.n).toBe(1);
    expect(pool.stats.started).toBe(1);
  });

  it('replaces a thread whose task runs too long', async () => {
    const { pool, errors } = track(testPool({ timeoutMs: 300, hold: [true] }));
    await expect(pool.run({ n: 1 })).rejects.toThrow(/longer than 300 ms/);
    expect(errors).toHaveLength(1);
    expect((await pool.run({ n: 2 })).value.n).toBe(2);
    expect(pool.stats.started).toBe(2);
  });

  it('fails waiting tasks and stops its threads on close', async () => {
    const { pool, workers } = track(testPool({ hold: [true] }));
    const outcomes = Promise.allSettled([pool.run({ n: 1 }), pool.run({ n: 2 })]);
    const exited = new Promise((resolve) => workers[0]!.once('exit', resolve));
    await pool.close();
    const [running, waiting] = await outcomes;
    expect(running).toMatchObject({
      status: 'rejected',
      reason: { message: expect.stringMatching(/closed/) },
    });
    expect(waiting).toMatchObject({
      status: 'rejected',
      reason: { message: expect.stringMatching(/closed/) },
    });
    await exited;
    expect(pool.workers).toHaveLength(0);
    await expect(pool.run({ n: 3 })).rejects.toThrow(/closed/);
  });
});
