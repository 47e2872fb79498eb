import { parentPort } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { rankedMatches } from '../db/sortRanks';
import type { ThreadReply, ThreadRequest } from '../lib/threadPool';
import type { ReadTask } from '../db/readThreadPool';

/**
 * The read thread (docs/performance.md#admin-lists): runs a long read-only SQLite query on its
 * own connection, away from the event loop, and answers its first column as 32-bit integers
 * (the admin lists' sorted match sets: hundreds of milliseconds at a million items, during which
 * better-sqlite3 held every other request), or a match set ordered by the ranks it keeps
 * (sortRanks.ts). Not lowered in priority: a request waits for it.
 */
const port = parentPort!;
const connections = new Map<string, SQLite.Database>();

port.on('message', (request: ThreadRequest<ReadTask>) => {
  const { id } = request;
  try {
    const db = connection(request.file);
    const values = request.ranked
      ? rankedMatches(db, request.ranked)
      : column(db, request.sql, request.parameters);
    port.postMessage({ id, ok: true, value: values } satisfies ThreadReply<Int32Array>, [
      values.buffer as ArrayBuffer,
    ]);
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    port.postMessage({ id, ok: false, error } satisfies ThreadReply<Int32Array>);
  }
});

function connection(file: string): SQLite.Database {
  let db = connections.get(file);
  if (!db) {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    // No map of its own: a sort reads much of the file, and mapped pages count in the process's
    // memory a second time beside the main connection's map (docs/performance.md).
    db.pragma('mmap_size = 0');
    db.pragma('cache_size = -16384');
    connections.set(file, db);
  }
  return db;
}

function column(db: SQLite.Database, sql: string, parameters: readonly unknown[]): Int32Array {
  const values = db
    .prepare(sql)
    .pluck()
    .all(...parameters) as number[];
  return Int32Array.from(values);
}
