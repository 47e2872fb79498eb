import {
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDialectConfig,
  type TransactionSettings,
} from 'kysely';
import { giveWay, waiting, type WritePriority } from './writePriority';

/** How long a statement keeps trying for SQLite's write lock before it fails (a 503). */
export const BUSY_BUDGET_MS = 5000;
const FIRST_WAIT_MS = 1;
const MAX_WAIT_MS = 10;

const isBusy = (err: unknown) =>
  typeof (err as { code?: unknown })?.code === 'string' &&
  (err as { code: string }).code.startsWith('SQLITE_BUSY');

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs before a statement that takes the write lock (walCheckpoints.ts: room in the log). */
export type BeforeWrite = () => void | Promise<void>;

/**
 * SQLite with more than one connection (the job thread has its own,
 * docs/architecture.md#background-work): better-sqlite3 waits for another connection's write
 * lock inside the call, sleeping the whole event loop in steps of up to 100 ms. So the
 * connection is opened with `busy_timeout = 0`, and a statement refused with SQLITE_BUSY is
 * tried again after an asynchronous wait (1 ms doubling to 10 ms), for up to 5 s; the event loop
 * keeps answering meanwhile. Transactions begin immediate (db/index.ts), so once one has begun
 * its statements never meet the lock; a refused `begin` or autocommit write is safe to repeat.
 */
export class BusyRetrySqliteDialect extends SqliteDialect {
  constructor(
    config: SqliteDialectConfig,
    private readonly priority?: WritePriority,
    private readonly beforeWrite?: BeforeWrite,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new BusyRetryDriver(super.createDriver(), this.priority, this.beforeWrite);
  }
}

class BusyRetryDriver implements Driver {
  private readonly wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();

  constructor(
    private readonly inner: Driver,
    private readonly priority?: WritePriority,
    private readonly beforeWrite?: BeforeWrite,
  ) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let retrying = this.wrapped.get(connection);
    if (!retrying)
      this.wrapped.set(
        connection,
        (retrying = retryingConnection(connection, this.priority, this.beforeWrite)),
      );
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

function retryingConnection(
  connection: DatabaseConnection,
  priority?: WritePriority,
  beforeWrite?: BeforeWrite,
): DatabaseConnection {
  let inTransaction = false;
  return {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      // Inside a transaction the lock is ours already; before taking it, the job thread gives
      // way to waiting requests (writePriority.ts), and the write-ahead log is given room
      // (walCheckpoints.ts).
      if (!inTransaction && !isRead(query.sql)) {
        await giveWay(priority);
        await beforeWrite?.();
      }
      const until = Date.now() + BUSY_BUDGET_MS;
      let done: (() => void) | undefined;
      try {
        for (let wait = FIRST_WAIT_MS; ; wait = Math.min(MAX_WAIT_MS, wait * 2)) {
          try {
            const result = await connection.executeQuery<R>(query);
            if (query.sql === 'begin') inTransaction = true;
            else if (query.sql === 'commit' || query.sql === 'rollback') inTransaction = false;
            return result;
          } catch (err) {
            if (query.sql === 'rollback') inTransaction = false;
            if (!isBusy(err) || Date.now() + wait > until) throw err;
            done ??= waiting(priority);
            await sleep(wait);
          }
        }
      } finally {
        done?.();
      }
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}

const isRead = (text: string) => /^\s*(select|with)\b/i.test(text);
