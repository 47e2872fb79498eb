import { createJobQueue } from './queue';
import type { FastifyBaseLogger } from 'fastify';

const log = { error: () => undefined } as unknown as FastifyBaseLogger;

/**
 * A job that queues mail hands the worker's first try off (auth's mailQueued): the queue goes on
 * at once, and idle() waits for the handed-off work too (docs/architecture.md#durable-jobs).
 */
describe('in-process queue: handing work off', () => {
  it('never waits for handed-off work itself; idle() does, once per wait function', async () => {
    const queue = createJobQueue({ log });
    let release!: () => void;
    const sending = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const wait = () => {
      calls += 1;
      return sending;
    };
    const done: string[] = [];
    queue.push('a', async () => {
      queue.handOff(wait);
      queue.handOff(wait);
      done.push('a');
    });
    queue.push('b', async () => void done.push('b'));

    let idle = false;
    const idled = queue.idle().then(() => (idle = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Both jobs ran although the handed-off work is not done; idle() still waits for it.
    expect(done).toEqual(['a', 'b']);
    expect(idle).toBe(false);
    expect(calls).toBe(1);
    release();
    await idled;
    expect(idle).toBe(true);
  });

  it('a failing hand-off does not fail idle(), and jobs queued meanwhile are waited for', async () => {
    const queue = createJobQueue({ log });
    const done: string[] = [];
    queue.push('a', async () => {
      queue.handOff(async () => {
        queue.push('later', async () => void done.push('later'));
        throw new Error('smtp down');
      });
    });
    await queue.idle();
    expect(done).toEqual(['later']);
  });
});
