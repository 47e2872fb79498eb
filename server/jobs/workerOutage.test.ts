import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { newId, nowIso } from '../lib/ids';
import { createTestApp, type TestApp } from '../test/testApp';
import { insertJob } from './jobsRepository';
import { createJobWorker } from './worker';
import type { Db } from '../db';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The worker while the database does not answer (docs/deploy.md#when-something-fails): it backs
 * off instead of polling, logs the outage once, and runs the waiting job once it is back. SQLite
 * only: the outage is a wrapper that fails every statement as a locked database does.
 */
const sqliteOnly = process.env.TEST_DATABASE_URL ? describe.skip : describe;

sqliteOnly('job worker during an outage', () => {
  let t: TestApp;
  let file: SQLite.Database;

  beforeAll(async () => {
    t = await createTestApp({ ROLE: 'web' });
    file = new SQLite(path.join(t.config.dataDir, 'lostfound.db'));
  });
  afterAll(async () => {
    file.close();
    await t.close();
  });

  it('backs off, logs once, and resumes by itself', async () => {
    let down = true;
    let attempts = 0;
    const db = new Kysely({
      dialect: new SqliteDialect({
        database: {
          close: () => undefined,
          prepare: (sqlText: string) => {
            if (down) {
              attempts += 1;
              throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
            }
            return file.prepare(sqlText);
          },
        },
      }),
    }) as Db;
    const log = { warn: jest.fn(), error: jest.fn(), info: jest.fn(), debug: jest.fn() };
    const worker = createJobWorker({
      db,
      dialect: 'sqlite',
      log: log as unknown as FastifyBaseLogger,
      pollMs: 20,
    });
    const ran: string[] = [];
    worker.start({ probe: async (payload: never) => void ran.push(payload) });

    await new Promise((r) => setTimeout(r, 1500));
    // Polling every 20 ms would have tried some 75 times; the backoff waits 1 s, then 2 s.
    expect(attempts).toBeLessThanOrEqual(3);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.error).not.toHaveBeenCalled();

    down = false;
    await insertJob(t.app.ctx.db, {
      id: newId(),
      kind: 'probe',
      payload: JSON.stringify('after the outage'),
      run_at: nowIso(),
      attempts: 0,
      locked_until: null,
      locked_by: null,
      last_error: null,
      created_at: nowIso(),
    });
    const until = Date.now() + 5000;
    while (!ran.length && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(ran).toEqual(['after the outage']);
    expect(log.info).toHaveBeenCalledTimes(1);
    await worker.close();
  });
});
