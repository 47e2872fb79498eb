import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BACKGROUND_NICE } from './backgroundPriority';
import type { PoolWorker } from './threadPool';

/** The child-process entries: `server/threads/<name>.ts`, bundled as `dist/server/<name>.cjs`. */
export type ChildEntry = 'photoProcess';

/**
 * A child process that a ThreadPool drives like a worker thread (docs/architecture.md#background-work).
 *
 * Why a process and not a thread: photo decoding runs on libuv's and libvips' thread pools, which
 * belong to the whole process and start at its normal priority; a worker thread at nice 19 would
 * not lower them. A child started at nice 19 creates every one of its threads at nice 19, so the
 * kernel always runs the event loop that answers people first on a small machine.
 */
class ChildWorker extends EventEmitter implements PoolWorker {
  constructor(private readonly child: ChildProcess) {
    super();
    child.on('message', (m) => this.emit('message', m));
    child.on('error', (err) => this.emit('error', err));
    child.on('exit', (code, signal) => this.emit('exit', code ?? (signal ? 1 : 0)));
  }

  get threadId(): number {
    return this.child.pid ?? -1;
  }

  postMessage(message: unknown): void {
    // A closed channel (the child died) is reported by its 'exit', which retries the task.
    if (this.child.connected) this.child.send(message as object);
  }

  ref(): void {
    this.child.ref();
    this.child.channel?.ref();
  }

  unref(): void {
    this.child.unref();
    this.child.channel?.unref();
  }

  terminate(): Promise<unknown> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      this.child.once('exit', resolve);
      this.child.kill('SIGKILL');
    });
  }
}

/**
 * Starts a child on one of the entries, at background priority. The bundled server forks the
 * bundled entry; run from the sources (tsx, Jest, the scripts) the child loads tsx first.
 * Buffers cross as bytes ('advanced' serialization), not as JSON.
 */
export function startChild(entry: ChildEntry): PoolWorker {
  const bundled = path.join(__dirname, `${entry}.cjs`);
  const fromBundle = !__filename.endsWith('.ts') && fs.existsSync(bundled);
  const child = fromBundle
    ? fork(bundled, [], { serialization: 'advanced', execArgv: [] })
    : fork(path.resolve(__dirname, '..', 'threads', `${entry}.ts`), [], {
        serialization: 'advanced',
        execArgv: ['--require', 'tsx/cjs'],
      });
  try {
    // Set before the child has started its thread pools, so they are all created at nice 19.
    if (child.pid && process.platform === 'linux') os.setPriority(child.pid, BACKGROUND_NICE);
  } catch {
    // Not permitted (a container's seccomp profile): the child keeps the normal priority.
  }
  return new ChildWorker(child);
}
