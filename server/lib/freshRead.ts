import { PostgresAdapter } from 'kysely';

/**
 * Shares one read among the callers that asked while it was NOT yet started, never one already
 * under way (docs/performance.md#version-reads). Every caller gets a value read by a query that
 * began after it asked, so a write committed before a request arrived is always seen (read your
 * own writes, across instances too), while under load many requests share one round trip:
 * callers arriving during a read wait for the next one, which starts as soon as it ends.
 */
export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = () => {
    const p = read();
    current = p;
    const done = () => {
      if (current === p) current = undefined;
    };
    p.then(done, done);
    return p;
  };
  const settled = () => undefined;
  return () => {
    if (!current) return start();
    next ??= current.then(settled, settled).then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}

/**
 * `read` shared as above on PostgreSQL, where each read is a round trip through the pool; on
 * SQLite a read costs microseconds in process and waiting for the next shared one costs more
 * than it saves (measured: cached searches 0.59x -> 0.45x /health), so each caller reads.
 */
export function freshReadOn<T>(
  db: { getExecutor(): { adapter: unknown } },
  read: () => Promise<T>,
): () => Promise<T> {
  return db.getExecutor().adapter instanceof PostgresAdapter ? freshRead(read) : read;
}
