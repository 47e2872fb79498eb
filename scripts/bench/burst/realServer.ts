import { execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** The bearer token of GET /metrics in the benchmarks' servers (at least 16 characters). */
export const METRICS_TOKEN = 'bench-metrics-token-0123456789';

export type RealServer = { url: string; child: ChildProcess; stop: () => Promise<void> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real server (`server/index.ts`, as `npm run dev:server` runs it but without watching) in
 * a child process, configured as in production: NODE_ENV=production, the real rate limits, the
 * default ROLE unless the caller's environment sets one, and GET /metrics on. Its own process, so
 * its CPU time and memory can be read from /proc, and the load generator's work is not in them.
 */
export async function startRealServer(dataDir: string): Promise<RealServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const entry = path.resolve(__dirname, '../../../server/index.ts');
  // BENCH_PROFILE=<dir>: the server writes CPU profiles there (open them in Chrome DevTools).
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: 'https://lostfound.bench.example',
      METRICS_TOKEN,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    },
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = async () => {
    if (exited) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([gone, sleep(15_000)]);
    if (!exited) child.kill('SIGKILL');
  };
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if (exited) throw new Error(`the server exited with ${child.exitCode} while starting`);
    const ready = await fetch(`${url}/api/v1/health/ready`)
      .then((res) => res.json() as Promise<{ searchIndex?: string }>)
      .catch(() => null);
    if (ready && ready.searchIndex !== 'loading') return { url, child, stop };
    await sleep(200);
  }
  await stop();
  throw new Error('the server did not get ready in 2 minutes');
}

let ticksPerSecond: number | undefined;

/** CPU seconds a process has used so far (user + system, every thread), from /proc; NaN elsewhere. */
export function cpuSeconds(pid: number | undefined): number {
  try {
    ticksPerSecond ??= Number(execSync('getconf CLK_TCK').toString().trim()) || 100;
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return Number.NaN;
  }
}
