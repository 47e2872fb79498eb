import os from 'node:os';

/** The nice value of background threads: the kernel runs the requests' thread first. */
export const BACKGROUND_NICE = 19;

/**
 * Lowers the CPU priority of the calling thread only (docs/architecture.md#background-work).
 * On Linux, setpriority() on "this process" (pid 0) applies to the calling thread, so a worker
 * thread that calls this no longer competes as an equal with the event loop that answers
 * people on a small machine. Elsewhere, or where it is not allowed, nothing changes.
 */
export function lowerThisThreadsPriority(): void {
  if (process.platform !== 'linux') return;
  try {
    os.setPriority(0, BACKGROUND_NICE);
  } catch {
    // Not permitted (a container's seccomp profile): the thread keeps the normal priority.
  }
}
