import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { newPriorityCell } from './writePriority';
import { openDatabase, type DbHandle } from './index';

/**
 * Another connection holding SQLite's write lock (the job thread's) must not sleep this
 * thread's event loop: the statement waits asynchronously and goes through once the lock is free.
 */
describe('SQLite busy waits (db/sqliteBusyRetry.ts)', () => {
  let dir: string;
  let handle: DbHandle;
  let other: SQLite.Database;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-busy-'));
    handle = openDatabase({ dataDir: dir });
    await sql`create table t (n integer)`.execute(handle.db);
    other = new SQLite(path.join(dir, 'lostfound.db'));
  });
  afterEach(async () => {
    if (other.inTransaction) other.exec('rollback');
    other.close();
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('waits for the lock without holding the event loop, then writes', async () => {
    other.exec('begin immediate');
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 5);
    try {
      let settled = false;
      const write = handle.db
        .transaction()
        .execute((trx) => sql`insert into t values (1)`.execute(trx))
        .finally(() => (settled = true));
      await new Promise((r) => setTimeout(r, 200));
      // A timer fired while the insert still waited: a wait inside the call (busy_timeout)
      // would have held the event loop until the insert gave up, settling it first. Counting
      // ticks instead would measure the machine's load, not the driver.
      expect(settled).toBe(false);
      expect(ticks).toBeGreaterThan(0);
      other.exec('insert into t values (2); commit');
      await write;
    } finally {
      clearInterval(ticker);
    }
    const rows = await sql<{ n: number }>`select n from t order by n`.execute(handle.db);
    expect(rows.rows.map((r) => r.n)).toEqual([1, 2]);
  });

  it('gives up with SQLITE_BUSY after its budget (the error handler answers 503)', async () => {
    other.exec('begin immediate');
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] });
    try {
      const write = sql`insert into t values (1)`.execute(handle.db);
      const outcome = write.then(
        () => 'written',
        (err: { code?: string }) => err.code,
      );
      for (let i = 0; i < 400; i += 1) await jest.advanceTimersByTimeAsync(25);
      expect(await outcome).toMatch(/^SQLITE_BUSY/);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('write priority between the requests and the job thread (db/writePriority.ts)', () => {
  it('a waiting request goes before the job thread’s next write', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-priority-'));
    const cell = newPriorityCell();
    const requests = openDatabase({ dataDir: dir, writePriority: { cell, role: 'first' } });
    await sql`create table t (who text)`.execute(requests.db);
    const jobs = openDatabase({ dataDir: dir, writePriority: { cell, role: 'yield' } });
    const holder = new SQLite(path.join(dir, 'lostfound.db'));
    try {
      holder.exec('begin immediate');
      const request = sql`insert into t values ('request')`.execute(requests.db);
      await new Promise((r) => setTimeout(r, 30));
      expect(Atomics.load(cell, 0)).toBe(1);
      const job = sql`insert into t values ('job')`.execute(jobs.db);
      await new Promise((r) => setTimeout(r, 30));
      holder.exec('commit');
      await Promise.all([request, job]);
      const rows = await sql<{ who: string }>`select who from t order by rowid`.execute(jobs.db);
      expect(rows.rows.map((r) => r.who)).toEqual(['request', 'job']);
      expect(Atomics.load(cell, 0)).toBe(0);
    } finally {
      holder.close();
      await jobs.close();
      await requests.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
