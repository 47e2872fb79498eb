import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort } from '../freePort';
import { pgBinDir } from './describeFaults';

const run = promisify(execFile);

/** A PostgreSQL cluster of the test's own, to stop, restart and cut connections of. */
export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication). */
  url: string;
  port: number;
  /** Stops the server; the data stays, so start() brings it back on the same port. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  restart(mode?: 'fast' | 'immediate'): Promise<void>;
  /** pg_terminate_backend on every client connection but its own; how many it ended. */
  terminateBackends(): Promise<number>;
  /** Stops the server (immediately) and removes its directory. */
  destroy(): Promise<void>;
};

/** A port nothing listens on now (never 5432, the machine's shared PostgreSQL). */

/** initdb refuses to run as root: then every PostgreSQL binary runs as the `postgres` user. */
const asRoot = process.getuid?.() === 0;
function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  return { uid: id('-u'), gid: id('-g') };
}

function pgCommand(bin: string, args: string[]): [string, string[]] {
  const file = path.join(pgBinDir, bin);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

async function pg(bin: string, args: string[]): Promise<void> {
  const [file, argv] = pgCommand(bin, args);
  // Asynchronous: the instances under test share this process and must keep running meanwhile.
  await run(file, argv, { timeout: 60_000 });
}

/**
 * initdb in a fresh temp directory (owned by `postgres` when running as root), then pg_ctl start
 * on a free port, listening on 127.0.0.1 only, its unix socket in the same directory. fsync=off
 * only skips flushing to the disk: the tests stop PostgreSQL, never the machine, so a committed
 * write survives even an immediate stop (crash recovery replays it from the WAL).
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-pg-'));
  if (asRoot) {
    const { uid, gid } = postgresIds();
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c max_connections=60',
  ].join(' ');

  const start = () =>
    pg('pg_ctl', ['-D', data, '-l', logFile, '-o', options, '-w', '-t', '30', 'start']);
  const stop = (mode: 'fast' | 'immediate' = 'fast') =>
    pg('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']);

  // A test run that dies leaves no server behind.
  const stopAtExit = () => {
    try {
      const [file, argv] = pgCommand('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      execFileSync(file, argv, { stdio: 'ignore' });
    } catch {
      // Not running.
    }
  };
  process.once('exit', stopAtExit);

  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    stop,
    start,
    async restart(mode = 'fast') {
      await stop(mode);
      await start();
    },
    async terminateBackends() {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ ended: string }>(
          `SELECT count(pg_terminate_backend(pid)) AS ended FROM pg_stat_activity
           WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'`,
        );
        return Number(rows[0]?.ended ?? 0);
      } finally {
        await client.end();
      }
    },
    async destroy() {
      process.removeListener('exit', stopAtExit);
      await stop('immediate').catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
