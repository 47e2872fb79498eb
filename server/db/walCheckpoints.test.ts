import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import {
  WAL_CAP_BYTES,
  WAL_HOLD_LIMIT_MS,
  WAL_SELF_TRUNCATE_ABOVE_BYTES,
  WAL_HOLD_WRITES_ABOVE_BYTES,
  WAL_TRUNCATE_ABOVE_BYTES,
  checkpointPeriodically,
  checkpointsElsewhere,
  walBytes,
} from './walCheckpoints';
import { checkpointWaiting, newPriorityCell } from './writePriority';
import { openDatabase, type DbHandle } from './index';

const MB = 1024 * 1024;
const ROW_BYTES = 256 * 1024;

describe('WAL checkpoints off the requests connection', () => {
  let dir: string;
  let requests: SQLite.Database;
  let jobs: SQLite.Database;
  const file = () => path.join(dir, 'lostfound.db');

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lf-wal-'));
    requests = new SQLite(file());
    requests.pragma('journal_mode = WAL');
    requests.exec('create table blobs (id integer primary key, body blob)');
    jobs = new SQLite(file());
  });
  afterEach(() => {
    requests.close();
    jobs.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const writeMegabytes = (mb: number) => {
    const insert = requests.prepare('insert into blobs (body) values (?)');
    // Many commits, as requests make them: each could have checkpointed past 1,000 pages.
    for (let i = 0; i < mb * 16; i++) insert.run(Buffer.alloc(64 * 1024, i % 251));
  };

  it('the requests connection never copies the log into the database file', () => {
    checkpointsElsewhere(requests);
    expect(requests.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    writeMegabytes(6);
    expect(fs.statSync(file()).size).toBeLessThan(1024 * 1024);
    expect(walBytes(file())).toBeGreaterThan(6 * MB);
  });

  it("the job thread's connection does, on its own schedule, and truncates the idle log", async () => {
    checkpointsElsewhere(requests);
    const checkpoints = checkpointPeriodically(jobs, { watchEveryMs: 20, passiveEveryMs: 20 });
    try {
      writeMegabytes(6);
      for (let i = 0; i < 100 && walBytes(file()) > 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(fs.statSync(file()).size).toBeGreaterThan(6 * MB);
      expect(walBytes(file())).toBe(0);
    } finally {
      checkpoints.stop();
    }
  });
});

/**
 * docs/performance.md#write-ahead-log: under any mix of writes and reads the log stays under
 * 64 MB and its file is cut back. The connections as in production: the requests' connection
 * (openDatabase, role `first`) on this thread, the job thread's (role `yield`, which runs the
 * checkpoints) on a thread of its own, and readers on another connection.
 */
describe('a bounded write-ahead log (db/walCheckpoints.ts)', () => {
  let dir: string;
  let requests: DbHandle | undefined;
  const file = () => path.join(dir, 'lostfound.db');

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lf-wal-cap-'));
  });
  afterEach(async () => {
    await requests?.close();
    requests = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const createBlobs = (handle: DbHandle) =>
    sql`create table blobs (id integer primary key, body blob)`.execute(handle.db);

  /** A request's write: one large row in a short transaction; old rows go, the file stays small. */
  const writeRow = (handle: DbHandle, id: number) =>
    handle.db.transaction().execute(async (trx) => {
      await sql`insert into blobs (id, body) values (${id}, ${Buffer.alloc(ROW_BYTES, id % 251)})`.execute(
        trx,
      );
      await sql`delete from blobs where id <= ${id - 40}`.execute(trx);
    });

  it('stays under 64 MB while 250 MB are written without a pause and read meanwhile, and ends truncated', async () => {
    const cell = newPriorityCell();
    requests = openDatabase({ dataDir: dir, writePriority: { cell, role: 'first' } });
    await createBlobs(requests);
    const jobThread = startJobThread(dir, cell);
    const reader = startReader(file());
    let largest = 0;
    let cutBack = 0;
    try {
      await jobThread.ready;
      await reader.ready;
      const rows = Math.round((250 * MB) / ROW_BYTES);
      let previous = 0;
      for (let id = 1; id <= rows; id++) {
        await writeRow(requests, id);
        // Only writes make the log longer, so its size after each commit is its largest.
        const size = walBytes(file());
        largest = Math.max(largest, size);
        if (size < previous) cutBack++;
        previous = size;
      }
      const { reads, largestSeen } = await reader.stop();
      expect(reads).toBeGreaterThan(0);
      expect(Math.max(largest, largestSeen)).toBeLessThan(WAL_CAP_BYTES);
      // Cut back again and again: 250 MB went through a log that never held 64 MB.
      expect(cutBack).toBeGreaterThanOrEqual(3);

      // Idle: the job thread's next passive checkpoint copies the rest and truncates the file.
      for (let i = 0; i < 100 && walBytes(file()) > 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(walBytes(file())).toBe(0);
      const left = await sql<{ n: number; last: number }>`
          select count(*) as n, max(id) as last from blobs`.execute(requests.db);
      expect(left.rows[0]).toEqual({ n: 40, last: rows });
    } finally {
      await reader.stop();
      await jobThread.close();
    }
  }, 60_000);

  it('without the job thread, a large log is cut back to 16 MB after its checkpoint', async () => {
    requests = openDatabase({ dataDir: dir });
    await createBlobs(requests);
    // One large transaction: its frames must all be in the log at once.
    await requests.db.transaction().execute(async (trx) => {
      for (let id = 1; id <= 100; id++)
        await sql`insert into blobs (id, body) values (${id}, ${Buffer.alloc(ROW_BYTES)})`.execute(
          trx,
        );
    });
    expect(walBytes(file())).toBeGreaterThan(24 * MB);
    let largest = 0;
    for (let id = 101; id <= 300; id++) {
      await writeRow(requests, id);
      largest = Math.max(largest, walBytes(file()));
    }
    expect(largest).toBeLessThanOrEqual(WAL_TRUNCATE_ABOVE_BYTES);
  });

  it("a request's write waits while the job thread's checkpoint waits for the lock, not longer than its deadline", async () => {
    const cell = newPriorityCell();
    requests = openDatabase({ dataDir: dir, writePriority: { cell, role: 'first' } });
    await createBlobs(requests);
    const write = (id: number) => {
      const state = { done: false };
      const promise = sql`insert into blobs (id) values (${id})`
        .execute(requests!.db)
        .then(() => void (state.done = true));
      return { state, promise };
    };
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    const done = checkpointWaiting({ cell, role: 'yield' }, 10_000);
    const first = write(1);
    await pause(50);
    expect(first.state.done).toBe(false);
    done();
    await first.promise;

    checkpointWaiting({ cell, role: 'yield' }, 100);
    const started = Date.now();
    await write(2).promise;
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
  });

  it('holds the requests writes while the log is past 48 MB, for 2 s at most, then not again until the job thread looks', async () => {
    const cell = newPriorityCell();
    requests = openDatabase({ dataDir: dir, writePriority: { cell, role: 'first' } });
    await createBlobs(requests);
    // No job thread: nothing checkpoints, and the log grows past the mark.
    let id = 0;
    while (walBytes(file()) <= WAL_HOLD_WRITES_ABOVE_BYTES) await writeRow(requests, ++id);

    let started = Date.now();
    await writeRow(requests, ++id);
    expect(Date.now() - started).toBeGreaterThanOrEqual(WAL_HOLD_LIMIT_MS - 50);
    started = Date.now();
    await writeRow(requests, ++id);
    expect(Date.now() - started).toBeLessThan(WAL_HOLD_LIMIT_MS / 2);
  });
});

describe('the cap holds when the job thread does not keep up at all', () => {
  let dir: string;
  let requests: DbHandle | undefined;
  afterEach(async () => {
    await requests?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the requests connection truncates the log itself past 56 MB, so it never reaches 64 MB', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lf-wal-starved-'));
    const file = path.join(dir, 'lostfound.db');
    requests = openDatabase({
      dataDir: dir,
      writePriority: { cell: newPriorityCell(), role: 'first' },
    });
    await sql`create table blobs (id integer primary key, body blob)`.execute(requests.db);
    // No job thread at all (starved, or gone): 150 MB written in short transactions.
    let max = 0;
    for (let id = 1; id <= (150 * 1024 * 1024) / ROW_BYTES; id++) {
      await requests.db.transaction().execute(async (trx) => {
        await sql`insert into blobs (id, body) values (${id}, ${Buffer.alloc(ROW_BYTES, id % 251)})`.execute(
          trx,
        );
        await sql`delete from blobs where id <= ${id - 40}`.execute(trx);
      });
      max = Math.max(max, walBytes(file));
    }
    expect(max).toBeGreaterThan(WAL_SELF_TRUNCATE_ABOVE_BYTES);
    expect(max).toBeLessThan(WAL_CAP_BYTES);
  }, 120_000);
});

/** The job thread's connection, opened as server/threads/jobThread.ts opens it. */
function startJobThread(dataDir: string, cell: Int32Array) {
  const worker = new Worker(
    `require(${JSON.stringify(require.resolve('tsx/cjs'))});
     const { parentPort, workerData } = require('node:worker_threads');
     const { openDatabase } = require(${JSON.stringify(path.join(__dirname, 'index.ts'))});
     const handle = openDatabase({
       dataDir: workerData.dataDir,
       writePriority: { cell: workerData.cell, role: 'yield' },
     });
     parentPort.once('message', () => handle.close().then(() => parentPort.postMessage('closed')));
     parentPort.postMessage('ready');`,
    { eval: true, workerData: { dataDir, cell } },
  );
  const ready = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    ready,
    async close() {
      const closed = new Promise((resolve) => worker.once('message', resolve));
      worker.postMessage('close');
      await closed;
      await worker.terminate();
    },
  };
}

/**
 * Reads on a connection of its own, without a pause: recent rows (from the log) and now and then
 * every row. It looks at the log's size between reads too.
 */
function startReader(dbFile: string) {
  const shared = new Int32Array(new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT));
  const worker = new Worker(
    `const SQLite = require(${JSON.stringify(require.resolve('better-sqlite3'))});
     const fs = require('node:fs');
     const { parentPort, workerData } = require('node:worker_threads');
     const { dbFile, shared } = workerData;
     const db = new SQLite(dbFile);
     const recent = db.prepare('select id, substr(body, 100, 8) as s from blobs order by id desc limit 10');
     const all = db.prepare('select sum(length(body)) as n from blobs');
     parentPort.postMessage('ready');
     let reads = 0;
     while (Atomics.load(shared, 0) === 0) {
       try {
         reads % 10 ? recent.all() : all.get();
         reads++;
       } catch {
         // SQLITE_BUSY while the log is being started over: read again.
       }
       const size = fs.statSync(dbFile + '-wal', { throwIfNoEntry: false })?.size ?? 0;
       if (size / 1024 > shared[2]) shared[2] = Math.ceil(size / 1024);
     }
     shared[1] = reads;
     db.close();
     parentPort.postMessage('stopped');`,
    { eval: true, workerData: { dbFile, shared } },
  );
  const ready = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  let stopped: Promise<{ reads: number; largestSeen: number }> | undefined;
  return {
    ready,
    stop() {
      stopped ??= (async () => {
        const done = new Promise((resolve) => worker.once('message', resolve));
        Atomics.store(shared, 0, 1);
        await done;
        await worker.terminate();
        return { reads: shared[1]!, largestSeen: shared[2]! * 1024 };
      })();
      return stopped;
    },
  };
}
