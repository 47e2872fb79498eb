import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { checkpointPeriodically, checkpointsElsewhere } from './walCheckpoints';

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
    expect(fs.statSync(`${file()}-wal`).size).toBeGreaterThan(6 * 1024 * 1024);
  });

  it("the job thread's connection does, on its own schedule", async () => {
    checkpointsElsewhere(requests);
    const stop = checkpointPeriodically(jobs, 20);
    try {
      writeMegabytes(6);
      for (let i = 0; i < 100 && fs.statSync(file()).size < 6 * 1024 * 1024; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(fs.statSync(file()).size).toBeGreaterThan(6 * 1024 * 1024);
    } finally {
      stop();
    }
  });
});
