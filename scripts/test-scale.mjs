#!/usr/bin/env node
// Multi-instance tests: two servers sharing one PostgreSQL schema, one Redis and one S3 bucket
// (realtime fan-out, shared rate limits and socket cap, photos, claim races, an instance killed
// with SIGKILL; the S3-compatible server is s3rver, started by the tests themselves). Runs them
// only when PostgreSQL and Redis answer; otherwise prints a skip line and exits 0.
// TEST_DATABASE_URL and REDIS_URL default to the local CI services.
import net from 'node:net';
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function postgresReachable() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function redisReachable() {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port) || 6379 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    // A password-protected server answers -NOAUTH: still reachable, the adapter will log in.
    socket.once('data', (data) => done(/^(\+PONG|-NOAUTH)/.test(data.toString())));
  });
}

const [pgOk, redisOk] = await Promise.all([postgresReachable(), redisReachable()]);
if (!pgOk || !redisOk) {
  const missing = [!pgOk && `PostgreSQL (${pgUrl})`, !redisOk && `Redis (${redisUrl})`]
    .filter(Boolean)
    .join(' and ');
  console.log(`test:scale skipped: ${missing} not reachable.`);
  process.exit(0);
}

const run = spawnSync(
  'npx',
  // The path goes first: --selectProjects takes every following bare word as a project name.
  [
    'jest',
    'server/realtime/scale.test.ts',
    'server/test/security/rateLimitsShared.test.ts',
    'server/test/scale/',
    // Each file starts two instances; side by side on 2 cores they only slow each other.
    '--runInBand',
    ...process.argv.slice(2),
    '--selectProjects',
    'server',
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, SCALE_TEST: '1', TEST_DATABASE_URL: pgUrl, REDIS_URL: redisUrl },
  },
);
process.exit(run.status ?? 1);
