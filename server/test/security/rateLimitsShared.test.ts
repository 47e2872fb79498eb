import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createSession } from '../../modules/auth/sessions';
import { MAX_SOCKETS_PER_USER, TOO_MANY_SOCKETS } from '../../realtime/socketCap';
import { createUser } from '../fixtures';
import { closeSockets, connect, makeItem } from '../realtimeFixtures';
import { post } from './transportHttp';
import type { FastifyInstance } from 'fastify';

/**
 * Item 8: with REDIS_URL the rate limits (and the socket cap) are shared by every instance, so
 * N instances do not give N times the budget. Two instances share one PostgreSQL schema and one
 * Redis server; runs only under `npm run test:scale` (SCALE_TEST=1).
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const enabled = process.env.SCALE_TEST === '1' && !!pgUrl && !!redisUrl;

let n = 0;
const badLogin = () => ({ email: `shared${n++}@campus.test`, password: 'not the password' });

(enabled ? describe : describe.skip)('rate limits shared through Redis by two instances', () => {
  const schema = `scale_rl_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  // Counters outlive a run in Redis for their window: each run is a client of its own, a random
  // IPv6 network (the instances trust one proxy hop, so X-Forwarded-For names it).
  const hex = () => Math.floor(Math.random() * 0xffff).toString(16);
  const client = `2001:db8:${hex()}:${hex()}::7`;
  const dirs: string[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlA: string;
  let urlB: string;

  const sql = async (text: string) => {
    const c = new Client({ connectionString: pgUrl });
    await c.connect();
    await c.query(text);
    await c.end();
  };

  async function instance() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-scale-'));
    dirs.push(dataDir);
    const url = new URL(pgUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      TRUST_PROXY: '1',
    } as NodeJS.ProcessEnv);
    const app = await buildApp(config, { logger: false });
    return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
  }

  beforeAll(async () => {
    await sql(`create schema ${schema}`);
    ({ app: a, url: urlA } = await instance());
    ({ app: b, url: urlB } = await instance());
  }, 30_000);

  afterAll(async () => {
    closeSockets();
    await a?.close();
    await b?.close();
    await sql(`drop schema if exists ${schema} cascade`);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('one address spends one login budget across both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await post(i % 2 ? urlB : urlA, '/auth/login', badLogin(), {
        'x-forwarded-for': client,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
  });

  it("one user's sessions on both instances spend one budget", async () => {
    const user = await createUser(a.ctx.db);
    const second = await createSession(a.ctx.db, user.id);
    const owner = await createUser(a.ctx.db);
    const itemId = await makeItem(a.ctx.db, owner.id);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await post(i % 2 ? urlB : urlA, `/items/${itemId}/generate-otp`, undefined, {
        authorization: i % 2 ? second.token : user.token,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20)).not.toContain(429);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it("caps one user's sockets across both instances", async () => {
    const user = await createUser(a.ctx.db);
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) {
      await connect(i % 2 ? urlB : urlA, { token: user.token });
    }
    await expect(connect(urlA, { token: user.token })).rejects.toThrow(TOO_MANY_SOCKETS);
    await expect(connect(urlB, { token: user.token })).rejects.toThrow(TOO_MANY_SOCKETS);
  });
});

describe('rate limits when Redis is unreachable', () => {
  it('the server still starts, and each instance still counts on its own', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-noredis-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      REDIS_URL: `redis://127.0.0.1:${port}`,
    } as NodeJS.ProcessEnv);
    // Without socket.io: this is about the HTTP limits (the socket.io adapter has its own story).
    const app = await buildApp(config, { logger: false, realtime: false });
    try {
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++)
        statuses.push((await post(url, '/auth/login', badLogin())).status);
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
      expect(statuses.slice(20)).toEqual([429, 429]);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
