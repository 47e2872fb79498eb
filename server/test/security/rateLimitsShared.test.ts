import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createSession } from '../../modules/auth/sessions';
import { MAX_SOCKETS_PER_USER, TOO_MANY_SOCKETS } from '../../realtime/socketCap';
import { createUser } from '../fixtures';
import { connect, makeItem } from '../realtimeFixtures';
import { describeScale, twoInstances } from '../twoInstances';
import { post } from './transportHttp';
import type { FastifyInstance } from 'fastify';

/**
 * Item 8: with REDIS_URL the rate limits (and the socket cap) are shared by every instance, so
 * N instances do not give N times the budget. Two instances share one PostgreSQL schema and one
 * Redis server (see ../twoInstances).
 */

let n = 0;
const badLogin = () => ({ email: `shared${n++}@campus.test`, password: 'not the password' });

describeScale('rate limits shared through Redis by two instances', () => {
  // Counters outlive a run in Redis for their window: each run is a client of its own, a random
  // IPv6 network (the instances trust one proxy hop, so X-Forwarded-For names it).
  const hex = () => Math.floor(Math.random() * 0xffff).toString(16);
  const client = `2001:db8:${hex()}:${hex()}::7`;
  let a: FastifyInstance;
  let urlA: string;
  let urlB: string;

  twoInstances('scale_rl', { TRUST_PROXY: '1' }, (pair) => {
    ({ a, urlA, urlB } = pair);
  });

  it('one address spends one login budget across both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await post(i % 2 ? urlB : urlA, '/auth/login', badLogin(), {
        'x-forwarded-for': client,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
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
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
      expect(statuses.slice(20)).toEqual([429, 429]);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
