import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { closeSockets } from './realtimeFixtures';
import type { FastifyInstance } from 'fastify';

/**
 * The scale suites' fixture (not a test file): two listening instances sharing one fresh
 * PostgreSQL schema and one Redis server. Runs only under `npm run test:scale` (SCALE_TEST=1),
 * which first checks that both services are reachable.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const enabled = process.env.SCALE_TEST === '1' && !!pgUrl && !!redisUrl;
export const describeScale = enabled ? describe : describe.skip;

export type Pair = { a: FastifyInstance; b: FastifyInstance; urlA: string; urlB: string };

/**
 * Registers the describe-level beforeAll/afterAll: starts both instances (one after the other,
 * so the second finds the schema migrated) with `env` on top of the shared settings, then hands
 * them to `ready` (which may seed data); afterwards closes sockets, instances, schema and dirs.
 */
export function twoInstances(
  schemaPrefix: string,
  env: Record<string, string>,
  ready: (pair: Pair) => void | Promise<void>,
) {
  const schema = `${schemaPrefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const dirs: string[] = [];
  const apps: FastifyInstance[] = [];

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
      ...env,
    } as NodeJS.ProcessEnv);
    const app = await buildApp(config, { logger: false });
    apps.push(app);
    return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
  }

  beforeAll(async () => {
    await sql(`create schema ${schema}`);
    const first = await instance();
    const second = await instance();
    await ready({ a: first.app, b: second.app, urlA: first.url, urlB: second.url });
  }, 30_000);

  afterAll(async () => {
    closeSockets();
    for (const app of apps) await app.close();
    await sql(`drop schema if exists ${schema} cascade`);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
}
