import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../freePort';

export type PrivateRedis = {
  /** redis://127.0.0.1:<port>, the same across stop() and start(). */
  url: string;
  /** An outage: the server is killed (SIGKILL), its clients see their connections drop. */
  stop: () => Promise<void>;
  /** A fresh server on the same port (empty: nothing is saved). */
  start: () => Promise<void>;
  /** Stops it for good and removes its directory. */
  destroy: () => Promise<void>;
};

/**
 * A redis-server of the fault suite's own on a free port (never the machine's shared one, which
 * other tests use): no persistence, bound to 127.0.0.1, working directory in a temp dir.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;

  async function start() {
    if (child) return;
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ];
    const started = spawn('redis-server', [...args, '--dir', dir], { stdio: 'ignore' });
    child = started;
    let exited = false;
    started.once('exit', () => {
      exited = true;
      if (child === started) child = undefined;
    });
    started.once('error', () => undefined);
    const deadline = Date.now() + 5000;
    while (!(await answersPing(port))) {
      if (exited || Date.now() > deadline) throw new Error(`redis-server did not start on ${port}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function stop() {
    const running = child;
    if (!running) return;
    child = undefined;
    if (running.exitCode !== null || running.signalCode !== null) return;
    const gone = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await gone;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    async destroy() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}
