import { PostgresAdapter, SqliteAdapter } from 'kysely';
import { freshRead, freshReadOn } from './freshRead';

/** A read whose answers the test releases one by one; `started` counts the reads begun. */
function controlledRead() {
  const pending: ((v: number) => void)[] = [];
  let started = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      started += 1;
      pending.push(resolve);
    });
  return { read, started: () => started, answer: (v: number) => pending.shift()!(v) };
}

describe('freshRead', () => {
  it('starts at once when no read is under way', async () => {
    const c = controlledRead();
    const get = freshRead(c.read);
    const a = get();
    expect(c.started()).toBe(1);
    c.answer(1);
    expect(await a).toBe(1);
    const b = get();
    expect(c.started()).toBe(2);
    c.answer(2);
    expect(await b).toBe(2);
  });

  it('never hands a caller a read that began before it asked; later callers share the next', async () => {
    const c = controlledRead();
    const get = freshRead(c.read);
    const first = get();
    const second = get();
    const third = get();
    expect(c.started()).toBe(1);
    c.answer(10); // the read under way when second and third asked
    expect(await first).toBe(10);
    await Promise.resolve();
    await Promise.resolve();
    expect(c.started()).toBe(2);
    c.answer(11);
    expect(await second).toBe(11);
    expect(await third).toBe(11);
  });

  it('passes a failure to the callers of that read only', async () => {
    let n = 0;
    const get = freshRead(async () => {
      n += 1;
      if (n === 1) throw new Error('down');
      return n;
    });
    await expect(get()).rejects.toThrow('down');
    expect(await get()).toBe(2);
  });
});

describe('freshReadOn', () => {
  it('shares reads on PostgreSQL only', () => {
    const read = async () => 1;
    const on = (adapter: unknown) => freshReadOn({ getExecutor: () => ({ adapter }) }, read);
    expect(on(new SqliteAdapter())).toBe(read);
    expect(on(new PostgresAdapter())).not.toBe(read);
  });
});
