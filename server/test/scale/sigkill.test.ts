import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DbHandle } from '../../db';
import { createUser, type TestUser } from '../fixtures';
import { makeItem } from '../realtimeFixtures';
import { startLocalS3, type LocalS3 } from '../s3Server';
import { adminSql, describeScale, freshSchema, schemaUrl } from '../twoInstances';
import { startChildInstance, type ChildInstance } from './childInstance';
import { call } from './http';

/**
 * Two real server processes on one PostgreSQL schema, Redis and bucket. Traffic goes to both;
 * A is killed with SIGKILL in the middle of it. Every write that was answered 201 must be in
 * the database, and B must go on answering every request.
 */

const WORKERS = 8;
const BEFORE_KILL = 80;
const AFTER_KILL = 80;

describeScale('an instance killed with SIGKILL mid-traffic', () => {
  const schema = freshSchema('scale_kill');
  let dataDir: string;
  let s3: LocalS3;
  let handle: DbHandle;
  let a: ChildInstance;
  let b: ChildInstance;
  let alice: TestUser;
  let conversationId: string;

  beforeAll(async () => {
    await adminSql(`create schema ${schema}`);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-kill-'));
    s3 = await startLocalS3();
    const env = {
      ...s3.env,
      DATABASE_URL: schemaUrl(schema),
      REDIS_URL: process.env.REDIS_URL!,
      // Thousands of messages from one user in seconds: beyond any real rate limit.
      RATE_LIMIT: 'off',
    };
    // One after the other, so the second finds the schema migrated.
    a = await startChildInstance(env);
    b = await startChildInstance(env);
    handle = openDatabase({ dataDir, databaseUrl: schemaUrl(schema) });
    alice = await createUser(handle.db, { name: 'Alice' });
    const poster = await createUser(handle.db, { name: 'Pat Poster' });
    const itemId = await makeItem(handle.db, poster.id);
    const started = await call(a.url, 'POST', '/conversations', {
      token: alice.token,
      json: { itemId },
    });
    conversationId = (started.body.conversation as { _id: string })._id;
  }, 200_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await handle?.close();
    await s3?.close();
    await adminSql(`drop schema if exists ${schema} cascade`);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged write, and the other instance keeps serving', async () => {
    const acked: Array<{ content: string; via: 'A' | 'B'; afterKill: boolean }> = [];
    const failed = { A: 0, B: 0 };
    let killed = false;
    let sent = 0;
    const afterKill = () => acked.filter((w) => w.afterKill).length;

    const worker = async (w: number) => {
      while (afterKill() < AFTER_KILL) {
        const n = sent++;
        const via = n % 2 ? 'B' : 'A';
        const content = `w${w} m${n}`;
        const wasKilled = killed;
        try {
          const res = await call(
            via === 'A' ? a.url : b.url,
            'POST',
            `/messages/${conversationId}/messages`,
            {
              token: alice.token,
              json: { content },
            },
          );
          if (res.status === 201) acked.push({ content, via, afterKill: wasKilled });
          else failed[via] += 1;
        } catch {
          failed[via] += 1;
        }
        if (!killed && acked.length >= BEFORE_KILL) {
          killed = true;
          a.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));

    expect(await a.exited).toBe('SIGKILL');
    const stored = new Set(
      (
        await handle.db
          .selectFrom('messages')
          .select('content')
          .where('conversation_id', '=', conversationId)
          .execute()
      ).map((r) => r.content),
    );
    const lost = acked.filter((w) => !stored.has(w.content));
    expect(lost).toEqual([]);
    expect(acked.filter((w) => w.via === 'A').length).toBeGreaterThan(0);
    // A's refusals after the kill are expected; B never failed a request.
    expect(failed.B).toBe(0);
    expect(failed.A).toBeGreaterThan(0);
    const ready = await call(b.url, 'GET', '/health/ready');
    expect(ready.status).toBe(200);
    console.log(
      `SIGKILL test: ${acked.length} writes acknowledged (${acked.filter((w) => w.via === 'A').length} by A), ` +
        `${lost.length} lost; A refused ${failed.A} after the kill, B refused ${failed.B}`,
    );
  }, 120_000);
});
