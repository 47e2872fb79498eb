#!/usr/bin/env node
// `npm start`: builds what is missing (the SPA, the server bundle), then serves both on one port.
// `npm run serve` only serves what is already built; `npm run build` rebuilds after changes.
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';

const build = (script) => {
  console.log(`> npm run ${script}`);
  const r = spawnSync('npm', ['run', '-s', script], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync('dist/client/index.html')) build('build:client');
if (!existsSync('dist/server/index.cjs')) build('build:server');

const server = spawn(process.execPath, ['dist/server/index.cjs'], { stdio: 'inherit' });
// Forward stop signals so the server can drain requests and close the database.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
