import {
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type TransactionSettings,
} from 'kysely';
import type { CompiledQuery, QueryResult } from 'kysely';

/** How long a statement keeps trying for SQLite's write lock before it fails (a 503). */
export const BUSY_BUDGET_MS = 5000;
const FIRST_WAIT_MS = 1;
const MAX_WAIT_MS = 25;

const isBusy = (err: unknown) =>
  typeof (err as { code?: unknown })?.code === 'string' &&
  (err as { code: string }).code.startsWith('SQLITE_BUSY');

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * SQLite with more than one connection (the job thread has its own,
 * docs/architecture.md#background-work): better-sqlite3 waits for another connection's write
 * lock inside the call, sleeping the whole event loop in steps of up to 100 ms. So the
 * connection is opened with `busy_timeout = 0`, and a statement refused with SQLITE_BUSY is
 * tried again after an asynchronous wait (1 ms doubling to 25 ms), for up to 5 s; the event loop
 * keeps answering meanwhile. Transactions begin immediate (db/index.ts), so once one has begun
 * its statements never meet the lock; a refused `begin` or autocommit write is safe to repeat.
 */
export class BusyRetrySqliteDialect extends SqliteDialect {
  createDriver(): Driver {
    return new BusyRetryDriver(super.createDriver());
  }
}

class BusyRetryDriver implements Driver {
  private readonly wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();

  constructor(private readonly inner: Driver) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let retrying = this.wrapped.get(connection);
    if (!retrying) this.wrapped.set(connection, (retrying = retryingConnection(connection)));
    return retrying;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(connection);
  }

  savepoint(...args: Parameters<NonNullable<Driver['savepoint']>>) {
    return this.inner.savepoint!(...args);
  }

  rollbackToSavepoint(...args: Parameters<NonNullable<Driver['rollbackToSavepoint']>>) {
    return this.inner.rollbackToSavepoint!(...args);
  }

  releaseSavepoint(...args: Parameters<NonNullable<Driver['releaseSavepoint']>>) {
    return this.inner.releaseSavepoint!(...args);
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(connection);
  }

  destroy() {
    return this.inner.destroy();
  }
}

function retryingConnection(connection: DatabaseConnection): DatabaseConnection {
  return {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      const until = Date.now() + BUSY_BUDGET_MS;
      for (let wait = FIRST_WAIT_MS; ; wait = Math.min(MAX_WAIT_MS, wait * 2)) {
        try {
          return await connection.executeQuery<R>(query);
        } catch (err) {
          if (!isBusy(err) || Date.now() + wait > until) throw err;
          await sleep(wait);
        }
      }
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}
