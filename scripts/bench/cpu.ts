import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/*
 * CPU time of the processes serving a scenario, from /proc (Linux): the server child's
 * utime + stime (all its threads), and for PostgreSQL the backends serving the bench's database.
 */

/** Clock ticks a second of /proc's times (getconf CLK_TCK; 100 on Linux almost always). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * utime + stime of a process in seconds (all its threads), or of one of its threads (`tid`:
 * the process's own id is its main thread, Node's event loop), or null when it is gone or
 * unreadable.
 */
export function cpuSeconds(pid: number, tid?: number): number | null {
  try {
    const file = tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`;
    const stat = fs.readFileSync(file, 'utf8');
    // Fields after the command name (which may hold spaces) start at state: utime is the 12th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Pids of PostgreSQL backends whose title names `database` ("postgres: user db host ..."). */
function backendsOf(database: string): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (cmd.startsWith('postgres: ') && cmd.split(' ').includes(database)) pids.push(+entry);
    } catch {
      // gone, or not ours to read
    }
  }
  return pids;
}

export type CpuSample = { server: number; eventLoop: number; backends: Map<number, number> };

export type CpuMeter = {
  sample(): CpuSample;
  /**
   * Seconds of CPU between two samples: the server's, its event loop's (the main thread; the
   * rest is its other threads: the search and read threads, V8's collector), the backends'.
   */
  since(before: CpuSample): { server: number; eventLoop: number; database: number };
};

/**
 * A meter of the server child (`pid`) and, when `pgDatabase` is given, of the PostgreSQL
 * backends serving that database. A backend that appears between two samples counts in full
 * (it started then); one that ended in between is lost (the pool keeps its connections during
 * a run, so that is rare).
 */
export function cpuMeter(pid: number, pgDatabase?: string): CpuMeter {
  const backends = () => {
    const times = new Map<number, number>();
    if (!pgDatabase) return times;
    for (const p of backendsOf(pgDatabase)) {
      const s = cpuSeconds(p);
      if (s !== null) times.set(p, s);
    }
    return times;
  };
  return {
    sample: () => ({
      server: cpuSeconds(pid) ?? 0,
      eventLoop: cpuSeconds(pid, pid) ?? 0,
      backends: backends(),
    }),
    since(before) {
      const now = this.sample();
      let database = 0;
      for (const [p, s] of now.backends) database += s - (before.backends.get(p) ?? 0);
      return {
        server: now.server - before.server,
        eventLoop: now.eventLoop - before.eventLoop,
        database,
      };
    },
  };
}
