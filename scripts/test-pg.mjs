#!/usr/bin/env node
// Runs the server suite against PostgreSQL (each test file gets a fresh schema).
// TEST_DATABASE_URL defaults to the local trust-auth server CI provides.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const args = ['jest', ...process.argv.slice(2), '--selectProjects', 'server'];
const run = spawnSync('npx', args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(run.status ?? 1);
