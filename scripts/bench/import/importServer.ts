import { fork, type ChildProcess } from 'node:child_process';
import { loadConfig } from '../../../server/config';
import { METRICS_TOKEN } from '../burst/realServer';

export type ImportServer = { url: string; child: ChildProcess; stop: () => Promise<void> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server as `npm run bench` configures it (scripts/bench/server.ts: the real app, its job
 * thread, no rate limits, since 50 searching connections come from one address and searchItems
 * allows 120 a minute), but with realtime on and its errors logged (LOG_LEVEL, `error`): a job
 * that fails during the import is seen here. The real server's start (burst/realServer.ts)
 * cannot serve: NODE_ENV=production refuses RATE_LIMIT=off.
 */
export function importServerConfig(dataDir: string) {
  return loadConfig({
    DATA_DIR: dataDir,
    RATE_LIMIT: 'off',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    LOG_FORMAT: 'json',
    // GET /metrics, for the event-loop delay of each phase (burst/scrape.ts).
    METRICS_TOKEN,
    HOST: '127.0.0.1',
    PORT: '0',
  } as NodeJS.ProcessEnv);
}

/** Child mode (`BENCH_IMPORT_DATA_DIR` set): serve and report the address to the parent. */
export async function serveImport(dataDir: string) {
  const { buildApp } = await import('../../../server/app');
  const app = await buildApp(importServerConfig(dataDir));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send!({ url });
  // Ctrl-C reaches the whole process group: the bench stops this server when it is done.
  process.on('SIGINT', () => undefined);
  process.on('message', () => void app.close().then(() => process.exit(0)));
}

/** The server in a child process of its own (its CPU read from /proc), started from `script`. */
export async function startImportServer(script: string, dataDir: string): Promise<ImportServer> {
  // BENCH_PROFILE=<dir>: the server writes a CPU profile there (open it in Chrome DevTools).
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const child = fork(script, [], {
    env: { ...process.env, BENCH_IMPORT_DATA_DIR: dataDir, NODE_ENV: 'production' },
    execArgv: ['--import', 'tsx', ...profile],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (m: { url: string }) => resolve(m.url));
    child.once('exit', (code) =>
      reject(new Error(`the server exited with ${code} while starting`)),
    );
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.send('stop');
    await Promise.race([gone, sleep(15_000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  return { url, child, stop };
}

/** Until the in-memory search index is loaded (GET /api/v1/health/ready), at most 10 minutes. */
export async function searchIndexReady(url: string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 600_000) {
    const ready = await fetch(`${url}/api/v1/health/ready`)
      .then((res) => res.json() as Promise<{ searchIndex?: string }>)
      .catch(() => null);
    if (ready && ready.searchIndex !== 'loading') return;
    await sleep(250);
  }
  throw new Error('the search index did not load in 10 minutes');
}
