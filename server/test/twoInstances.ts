import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { closeSockets } from './realtimeFixtures';
import { startLocalS3, type LocalS3 } from './s3Server';
import type { FastifyInstance } from 'fastify';

/**
 * The scale suites' fixture (not a test file): two listening instances sharing one fresh
 * PostgreSQL schema, one Redis server and one S3 bucket (a local S3-compatible server started
 * here). Runs only under `npm run test:scale` (SCALE_TEST=1), which first checks that
 * PostgreSQL and Redis are reachable.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const enabled = process.env.SCALE_TEST === '1' && !!pgUrl && !!redisUrl;
export const describeScale = enabled ? describe : describe.skip;

export type Pair = {
  a: FastifyInstance;
  b: FastifyInstance;
  urlA: string;
  urlB: string;
  s3: LocalS3;
};

/** A fresh schema name with this prefix (scale suites run side by side in one database). */
export const freshSchema = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

/** One SQL statement on the test database's default schema (create or drop a schema). */
export async function adminSql(text: string) {
  const c = new Client({ connectionString: pgUrl });
  await c.connect();
  await c.query(text);
  await c.end();
}

/** DATABASE_URL for a schema of the test database. */
export function schemaUrl(schema: string): string {
  const url = new URL(pgUrl!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

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
  const schema = freshSchema(schemaPrefix);
  const dirs: string[] = [];
  const apps: FastifyInstance[] = [];
  let s3: LocalS3 | undefined;

  async function instance() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-scale-'));
    dirs.push(dataDir);
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: schemaUrl(schema),
      REDIS_URL: redisUrl,
      ...s3!.env,
      ...env,
    } as NodeJS.ProcessEnv);
    const app = await buildApp(config, { logger: false });
    apps.push(app);
    return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
  }

  beforeAll(async () => {
    await adminSql(`create schema ${schema}`);
    s3 = await startLocalS3();
    const first = await instance();
    const second = await instance();
    await ready({ a: first.app, b: second.app, urlA: first.url, urlB: second.url, s3 });
  }, 30_000);

  afterAll(async () => {
    closeSockets();
    for (const app of apps) await app.close();
    await adminSql(`drop schema if exists ${schema} cascade`);
    await s3?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
}
