#!/usr/bin/env node
// The fault suite (docs/deploy.md#when-something-fails): each test starts its own private
// PostgreSQL cluster (initdb/pg_ctl in a temp dir, another port), redis-server, S3 and SMTP
// servers, drives instances against them and makes a dependency fail under traffic. It never
// touches the machine's shared PostgreSQL or Redis. Runs only when the PostgreSQL binaries and
// redis-server are installed; otherwise prints a skip line and exits 0.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';

function pgBinDir() {
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}
const onPath = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;

const bin = process.env.PG_BINDIR ?? pgBinDir();
const pgOk =
  !!bin && fs.existsSync(path.join(bin, 'initdb')) && fs.existsSync(path.join(bin, 'pg_ctl'));
const redisOk = onPath('redis-server');
if (!pgOk || !redisOk) {
  const missing = [!pgOk && 'PostgreSQL binaries (initdb, pg_ctl)', !redisOk && 'redis-server']
    .filter(Boolean)
    .join(' and ');
  console.log(`test:faults skipped: ${missing} not installed.`);
  process.exit(0);
}

const args = process.argv.slice(2);
const paths = args.filter((a) => a.startsWith('server/'));
const run = spawnSync(
  'npx',
  // The path goes first: --selectProjects takes every following bare word as a project name.
  [
    'jest',
    // Paths given after `--` choose the fault tests; by default all of them run.
    ...(paths.length ? [] : ['server/test/faults/']),
    ...args,
    '--runInBand',
    '--selectProjects',
    'server',
  ],
  { stdio: 'inherit', env: { ...process.env, FAULT_TEST: '1', PG_BINDIR: bin } },
);
process.exit(run.status ?? 1);
