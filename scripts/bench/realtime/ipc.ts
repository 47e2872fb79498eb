import { execFileSync, type ChildProcess } from 'node:child_process';
import type { ChildMsg } from './settings';

export function nextMessage(proc: ChildProcess, type: ChildMsg['type']): Promise<ChildMsg> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`server exited (${code})`));
    proc.once('exit', onExit);
    const onMessage = (msg: ChildMsg) => {
      if (msg.type !== type) return;
      proc.off('message', onMessage);
      proc.off('exit', onExit);
      resolve(msg);
    };
    proc.on('message', onMessage);
  });
}

/** The server's resident memory (ps, kB) and JS heap in use (kB), after it ran a full GC. */
export async function memoryAfterGc(
  proc: ChildProcess,
): Promise<{ rss: number; heap: number; cpuMs: number }> {
  proc.send({ type: 'gc' });
  const done = (await nextMessage(proc, 'gcDone')) as Extract<ChildMsg, { type: 'gcDone' }>;
  await sleep(200);
  const rss = Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(proc.pid)])
      .toString()
      .trim(),
  );
  return { rss, heap: done.heapUsed / 1024, cpuMs: done.cpuUs / 1000 };
}

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
