import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createCategory, createUser, type TestUser } from '../fixtures';
import { closeSockets, connect, nextEvent } from '../realtimeFixtures';
import { adminSql, describeScale, freshSchema, schemaUrl } from '../twoInstances';
import { foundBottle, lostBottle, saveItem } from '../../modules/matching/testHelpers';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../testApp';

/**
 * ROLE=web and ROLE=worker (docs/deploy.md#roles): the web instance only queues the match job;
 * the worker, which serves nothing, runs it, and its live alert reaches the owner's socket on
 * the web instance through Redis.
 */
describeScale('a web instance and a worker process', () => {
  const schema = freshSchema('roles');
  const dirs: string[] = [];
  let web: FastifyInstance;
  let worker: FastifyInstance;
  let url: string;
  let owner: TestUser;
  let finder: TestUser;

  const instance = (role: 'web' | 'worker') => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lostfound-${role}-`));
    dirs.push(dataDir);
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: schemaUrl(schema),
      REDIS_URL: process.env.REDIS_URL,
      ROLE: role,
      JOB_POLL_MS: '100',
    } as NodeJS.ProcessEnv);
    return buildApp(config, { logger: false });
  };

  beforeAll(async () => {
    await adminSql(`create schema ${schema}`);
    web = await instance('web');
    worker = await instance('worker');
    url = await web.listen({ port: 0, host: '127.0.0.1' });
    const t = { app: web } as TestApp;
    owner = await createUser(t, { name: 'Olive Owner' });
    finder = await createUser(t, { name: 'Finn Finder' });
    await createCategory(t, { name: 'Water Bottles' });
  }, 30_000);

  afterAll(async () => {
    closeSockets();
    await web.close();
    await worker.close();
    await adminSql(`drop schema if exists ${schema} cascade`);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the worker matches what the web instance queued and the alert arrives live', async () => {
    expect(worker.server.listening).toBe(false);
    await saveItem(web, owner, lostBottle);
    const socket = await connect(url, { token: owner.token });
    const live = nextEvent(socket, 'newNotification', 15_000);
    await saveItem(web, finder, foundBottle);
    expect((await live).type).toBe('match');
  });
});
