import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../freePort';

const repoRoot = path.resolve(__dirname, '../../..');

export type ChildInstance = {
  url: string;
  child: ChildProcess;
  /** The process's stderr so far (shown when a test fails). */
  log: () => string;
  exited: Promise<NodeJS.Signals | number | null>;
  stop: () => Promise<void>;
};

async function waitReady(url: string, child: ChildProcess, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}`);
    const res = await fetch(`${url}/api/v1/health/ready`).catch(() => undefined);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`instance at ${url} not ready after ${timeoutMs} ms`);
}

/**
 * The real server (server/index.ts through tsx) as a child process of its own, so a test can
 * end it with SIGKILL as a crash or an out-of-memory kill would. Resolves once /health/ready is 200.
 */
export async function startChildInstance(env: Record<string, string>): Promise<ChildInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-child-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitReady(url, child, 90_000);
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n${stderr}`);
  }
  return { url, child, log: () => stderr, exited, stop };
}
