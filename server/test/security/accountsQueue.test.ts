import { createJobQueue } from '../../mail/queue';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The queue that lets register and forgot-password answer before their work (issue 8, item 5):
 * bounded, failures logged without stopping it, idle() covers jobs queued by jobs, close()
 * stops taking jobs.
 */
function fakeLog() {
  const errors: string[] = [];
  const log = { error: (_obj: unknown, msg: string) => errors.push(msg) };
  return { log: log as unknown as FastifyBaseLogger, errors };
}

describe('background job queue', () => {
  it('runs jobs after the caller moves on, in order, and idle() waits for jobs they queue', async () => {
    const { log } = fakeLog();
    const queue = createJobQueue({ log });
    const done: string[] = [];
    queue.push('a', async () => {
      done.push('a');
      queue.push('c', async () => void done.push('c'));
    });
    queue.push('b', async () => void done.push('b'));
    expect(done).toEqual([]);
    await queue.idle();
    expect(done).toEqual(['a', 'b', 'c']);
  });

  it('logs a failing job and goes on with the next', async () => {
    const { log, errors } = fakeLog();
    const queue = createJobQueue({ log });
    const done: string[] = [];
    queue.push('bad', async () => {
      throw new Error('smtp down');
    });
    queue.push('good', async () => void done.push('good'));
    await queue.idle();
    expect(done).toEqual(['good']);
    expect(errors).toEqual(['background job failed']);
  });

  it('is bounded: past maxLength a job is dropped and logged; after close nothing is taken', async () => {
    const { log, errors } = fakeLog();
    const queue = createJobQueue({ log, maxLength: 2 });
    let runs = 0;
    const job = async () => void runs++;
    expect([queue.push('1', job), queue.push('2', job), queue.push('3', job)]).toEqual([
      true,
      true,
      false,
    ]);
    await queue.close();
    expect(runs).toBe(2);
    expect(queue.push('late', job)).toBe(false);
    expect(errors).toEqual(['background job dropped', 'background job dropped']);
  });
});
