#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources (the SPA, the server bundle),
// then serves both on one port. `npm run serve` only serves what is already built.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

/** Newest modification time under the given files and folders. */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules') visit(path.join(p, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

const needsBuild = (output, sources) =>
  !existsSync(output) || statSync(output).mtimeMs < newest([...sources, 'package-lock.json']);

const build = (script) => {
  console.log(`> npm run ${script}`);
  const r = spawnSync('npm', ['run', '-s', script], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (
  needsBuild('dist/client/index.html', ['src', 'shared', 'public', 'index.html', 'vite.config.ts'])
) {
  build('build:client');
}
// The server-rendered landing page (docs/architecture.md#server-rendered-landing-page).
if (needsBuild('dist/ssr/renderLanding.cjs', ['src', 'shared', 'vite.ssr.config.ts']))
  build('build:ssr');
if (needsBuild('dist/server/index.cjs', ['server', 'shared', 'tsup.config.ts']))
  build('build:server');

const server = spawn(process.execPath, ['dist/server/index.cjs'], { stdio: 'inherit' });
// Forward stop signals so the server can drain requests and close the database.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
