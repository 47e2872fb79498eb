import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Clock ticks a second of /proc's times (getconf CLK_TCK; 100 on Linux almost always). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

const ticks = (statFile: string): number => {
  try {
    const stat = fs.readFileSync(statFile, 'utf8');
    // Fields after the command name (which may hold spaces) start at state: utime is the 12th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
};

/** CPU seconds of a server: its main thread (the event loop that answers requests) and in all. */
export type ServerCpu = { loop: number; process: number };

/**
 * From /proc (Linux; NaN elsewhere). The main thread's id is the process id; the job thread,
 * the sheet thread, the photo process's pipes and V8's helpers are the other threads, counted
 * only in `process` (scripts/bench/cpu.ts counts the process as a whole).
 */
export const serverCpu = (pid: number): ServerCpu => ({
  loop: ticks(`/proc/${pid}/task/${pid}/stat`),
  process: ticks(`/proc/${pid}/stat`),
});

export const cpuSince = (before: ServerCpu, after: ServerCpu): ServerCpu => ({
  loop: after.loop - before.loop,
  process: after.process - before.process,
});
