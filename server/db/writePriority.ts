/**
 * Who goes first for SQLite's single write lock when the job thread has a connection of its own
 * (docs/architecture.md#background-work). SQLite keeps no queue: a connection that is refused
 * (SQLITE_BUSY) tries again later, and the job thread, writing job after job, would win nearly
 * every time against a request that waits a few milliseconds between tries. So the connection
 * that answers people says it is waiting, in a cell both threads share, and the job thread
 * holds its next write back while anyone is waiting (for at most YIELD_LIMIT_MS, so it is
 * never starved).
 */
export type WritePriority = {
  /** One Int32: how many statements of the first connection are waiting for the lock now. */
  cell: Int32Array;
  /** `first`: the requests' connection; `yield`: the job thread's. */
  role: 'first' | 'yield';
};

export const YIELD_LIMIT_MS = 1000;
const YIELD_STEP_MS = 2;

export const newPriorityCell = (): Int32Array => new Int32Array(new SharedArrayBuffer(4));

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The job thread: waits while the requests' connection waits for the lock (bounded). */
export async function giveWay(priority: WritePriority | undefined): Promise<void> {
  if (priority?.role !== 'yield') return;
  const until = Date.now() + YIELD_LIMIT_MS;
  while (Atomics.load(priority.cell, 0) > 0 && Date.now() < until) await sleep(YIELD_STEP_MS);
}

/** The requests' connection: marks itself waiting until `done` is called (once). */
export function waiting(priority: WritePriority | undefined): () => void {
  if (priority?.role !== 'first') return () => undefined;
  Atomics.add(priority.cell, 0, 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    Atomics.sub(priority.cell, 0, 1);
  };
}
