import { execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { freePort } from '../../server/test/freePort';

/** `searchIndex`: 'database' serves searches from FTS5 / tsquery (the comparison run). */
export type Target = { dataDir: string; databaseUrl?: string; searchIndex?: 'memory' | 'database' };

/** The settings of a bench server for `t` (its database, engine, no rate limits, loopback). */
const benchSettings = (t: Target): Record<string, string> => ({
  DATA_DIR: t.dataDir,
  ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}),
  ...(t.searchIndex ? { SEARCH_INDEX: t.searchIndex } : {}),
  RATE_LIMIT: 'off',
  HOST: '127.0.0.1',
  // BENCH_INDEX_THREAD=off: the index on the event loop, to compare with the search thread.
  ...(process.env.BENCH_INDEX_THREAD
    ? { SEARCH_INDEX_THREAD: process.env.BENCH_INDEX_THREAD }
    : {}),
});

export const benchConfig = (t: Target) =>
  loadConfig({ ...benchSettings(t), LOG_LEVEL: 'silent', PORT: '0' } as NodeJS.ProcessEnv);

/** The server as `npm start` runs it: the bundle `npm run build:server` makes. */
const BUNDLE = path.resolve('dist/server/index.cjs');
let built = false;

/**
 * The server in its own process (its own core), built first (once per bench run): its memory is
 * the deployed server's, where running the sources through the tsx loader held about 140 MB more
 * (docs/performance.md#measuring). Configured from these settings alone, not the caller's
 * environment (no mail, no other database).
 */
export async function startServer(t: Target): Promise<{ child: ChildProcess; address: string }> {
  if (!built) {
    execSync('npm run -s build:server', { stdio: ['ignore', 'ignore', 'inherit'] });
    built = true;
  }
  const port = await freePort();
  const address = `http://127.0.0.1:${port}`;
  const profile = process.env.BENCH_PROFILE;
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  // V8 or Node flags to compare (BENCH_NODE_FLAGS='--max-semi-space-size=32').
  flags.push(...(process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean));
  const child = spawn(process.execPath, [...flags, BUNDLE], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      // Not NODE_ENV=production: its start checks refuse RATE_LIMIT=off (server/productionChecks.ts),
      // and it changes nothing else the bench measures.
      ...benchSettings(t),
      LOG_LEVEL: 'warn',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
    },
  });
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  for (const started = Date.now(); Date.now() - started < 300_000;) {
    if (exited !== undefined) throw new Error(`server exited with ${exited}`);
    const res = await fetch(`${address}/api/v1/health`).catch(() => null);
    if (res?.ok) return { child, address };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not answer within 5 minutes');
}

/** Stops the server and waits until its process has exited (and closed its connections). */
export function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Resident memory of a process in MB (Linux), or null: in all, anonymous (heaps, caches) and
 * file-backed (SQLite's memory-mapped database pages, shared with the OS page cache).
 */
export function memoryMb(
  pid: number | undefined,
): { rss: number; anon: number; file: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (field: string) =>
      Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) / 1024);
    const rss = mb('VmRSS');
    return Number.isFinite(rss) ? { rss, anon: mb('RssAnon'), file: mb('RssFile') } : null;
  } catch {
    return null;
  }
}

/** Resident memory of a process in MB (Linux), or null. */
export const rssMb = (pid: number | undefined): number | null => memoryMb(pid)?.rss ?? null;

/** Steady state: wait until the server's in-memory search index is loaded (GET /health/ready). */
export async function searchIndexLoaded(address: string, started = Date.now()): Promise<number> {
  while (Date.now() - started < 600_000) {
    const res = await fetch(`${address}/api/v1/health/ready`).catch(() => null);
    const body = (await res?.json().catch(() => null)) as { searchIndex?: string } | null;
    if (body && body.searchIndex !== 'loading') {
      const seconds = (Date.now() - started) / 1000;
      console.log(`Search index ${body.searchIndex} after ${seconds.toFixed(1)} s`);
      return seconds;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return Infinity;
}
