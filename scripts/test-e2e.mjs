#!/usr/bin/env node
// Browser journeys in Debian's chromium against the built portal. Builds first when dist/ is missing.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `chromium not found at ${chromium}: apt-get install -y chromium (or set CHROMIUM_PATH)`,
  );
  process.exit(1);
}
if (!existsSync('dist/client/index.html') || !existsSync('dist/server/index.cjs')) {
  const b = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const r = spawnSync('npx', ['jest', '-c', 'e2e/jest.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
