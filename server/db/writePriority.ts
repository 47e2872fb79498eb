/**
 * Who goes first for SQLite's single write lock when the job thread has a connection of its own
 * (docs/architecture.md#background-work). SQLite keeps no queue: a connection that is refused
 * (SQLITE_BUSY) tries again later, and the job thread, writing job after job, would win nearly
 * every time against a request that waits a few milliseconds between tries. So the connection
 * that answers people says it is waiting, in a cell both threads share, and the job thread
 * holds its next write back while anyone is waiting (for at most YIELD_LIMIT_MS, so it is
 * never starved).
 *
 * One exception the other way: the job thread's truncating checkpoint (walCheckpoints.ts). A
 * request's write is a short transaction, but the requests' connection, writing without pause,
 * would hold the lock nearly all the time and the checkpoint, trying now and then, would rarely
 * find it free: the write-ahead log would grow without bound (docs/performance.md#write-ahead-log).
 * So while that checkpoint tries for the lock it says so in the cell, with a deadline, and the
 * requests' connection holds its next write back until the checkpoint is done or the deadline
 * passes (asynchronously: the event loop keeps answering).
 */
export type WritePriority = {
  /** Int32s: statements of the first connection waiting for the lock now; checkpoint state. */
  cell: Int32Array;
  /** `first`: the requests' connection; `yield`: the job thread's. */
  role: 'first' | 'yield';
};

export const YIELD_LIMIT_MS = 1000;
const YIELD_STEP_MS = 2;
const WAITING = 0;
/** Until when (Date.now() in 32 bits) a checkpoint wants the lock; 0 when none does. */
const CHECKPOINT_UNTIL = 1;
/** How many times the job thread has looked at the write-ahead log (walCheckpoints.ts). */
const LOOKS = 2;
const CHECKPOINT_STEP_MS = 1;

export const newPriorityCell = (): Int32Array =>
  new Int32Array(new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT));

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The job thread: waits while the requests' connection waits for the lock (bounded). */
export async function giveWay(priority: WritePriority | undefined): Promise<void> {
  if (priority?.role !== 'yield') return;
  const until = Date.now() + YIELD_LIMIT_MS;
  while (Atomics.load(priority.cell, WAITING) > 0 && Date.now() < until) await sleep(YIELD_STEP_MS);
}

/** The requests' connection: marks itself waiting until `done` is called (once). */
export function waiting(priority: WritePriority | undefined): () => void {
  if (priority?.role !== 'first') return () => undefined;
  Atomics.add(priority.cell, WAITING, 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    Atomics.sub(priority.cell, WAITING, 1);
  };
}

/**
 * The job thread's truncating checkpoint, about to try for the lock: the requests' connection
 * holds its next writes back until `done` is called or `forMs` has passed (so a thread that dies
 * meanwhile holds nobody back for longer).
 */
export function checkpointWaiting(priority: WritePriority | undefined, forMs: number): () => void {
  if (priority?.role !== 'yield' || priority.cell.length <= LOOKS) return () => undefined;
  const { cell } = priority;
  Atomics.store(cell, CHECKPOINT_UNTIL, ms32(Date.now() + forMs) || 1);
  return () => Atomics.store(cell, CHECKPOINT_UNTIL, 0);
}

/** The requests' connection: waits while the job thread's checkpoint tries for the lock. */
export async function giveWayToCheckpoint(priority: WritePriority | undefined): Promise<void> {
  if (priority?.role !== 'first' || priority.cell.length <= LOOKS) return;
  while (checkpointPending(priority.cell)) await sleep(CHECKPOINT_STEP_MS);
}

/** The job thread: one more look at the write-ahead log, a sign that it is there. */
export function checkpointerLooked(priority: WritePriority | undefined): void {
  if (priority?.role === 'yield' && priority.cell.length > LOOKS)
    Atomics.add(priority.cell, LOOKS, 1);
}

/** The requests' connection: how many looks the job thread has taken (-1: none to count). */
export function checkpointerLooks(priority: WritePriority | undefined): number {
  return priority && priority.cell.length > LOOKS ? Atomics.load(priority.cell, LOOKS) : -1;
}

function checkpointPending(cell: Int32Array): boolean {
  const until = Atomics.load(cell, CHECKPOINT_UNTIL);
  // Compared as a difference, so the 32-bit wrap of the clock does not matter.
  return until !== 0 && ms32(until - Date.now()) > 0;
}

/** Milliseconds as a signed 32-bit integer (wraps every 49 days; differences stay right). */
const ms32 = (ms: number) => ms | 0;
