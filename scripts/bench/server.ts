import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';

/** `searchIndex`: 'database' serves searches from FTS5 / tsquery (the comparison run). */
export type Target = { dataDir: string; databaseUrl?: string; searchIndex?: 'memory' | 'database' };

export const benchConfig = (t: Target) =>
  loadConfig({
    DATA_DIR: t.dataDir,
    ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}),
    ...(t.searchIndex ? { SEARCH_INDEX: t.searchIndex } : {}),
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
  } as NodeJS.ProcessEnv);

/** Child mode: serve the seeded database and print the address. */
export async function serve(t: Target) {
  const app = await buildApp(benchConfig(t), { logger: false, realtime: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ address })}\n`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

/** The server in its own process (its own core), started by `script --serve <target json>`. */
export function startServer(
  script: string,
  t: Target,
): Promise<{ child: ChildProcess; address: string }> {
  const profile = process.env.BENCH_PROFILE;
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const args = [...flags, '--import', 'tsx', script, '--serve', JSON.stringify(t)];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      try {
        const { address } = JSON.parse(line) as { address: string };
        resolve({ child, address });
      } catch {
        // not our line
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
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
