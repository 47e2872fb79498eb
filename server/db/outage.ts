import { isDatabaseUnavailable } from './unavailable';

/** The logger calls an outage needs (Fastify's and pino's loggers have them). */
export type OutageLog = {
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
};

export type Outage = {
  /** Records a failed round; returns how long to wait before the next one. */
  failed(err: unknown): number;
  /** Records a round that reached the database; logs the recovery after an outage. */
  succeeded(): void;
  /** Failed rounds in a row (0: the last round reached the database). */
  readonly failures: number;
};

export const OUTAGE_FIRST_MS = 1000;
export const OUTAGE_MAX_MS = 10_000;

/**
 * Backoff for a background loop that reads the database (the job worker, the search index):
 * while its rounds fail it waits 1 s, doubling to at most 10 s, so a restart or a failover is
 * neither hammered nor waited out for long; it logs one line when the failures start and one
 * when the database answers again, never one per round (docs/deploy.md#when-something-fails).
 */
export function outageBackoff(
  what: string,
  log: OutageLog,
  firstMs = OUTAGE_FIRST_MS,
  maxMs = OUTAGE_MAX_MS,
): Outage {
  let failures = 0;
  let since = 0;
  return {
    failed(err) {
      failures += 1;
      if (failures === 1) {
        since = Date.now();
        // A database that does not answer is expected to come back; anything else is a bug.
        if (isDatabaseUnavailable(err)) {
          log.warn({ err }, `${what}: the database does not answer; trying again with backoff`);
        } else log.error({ err }, `${what} failed; trying again with backoff`);
      }
      return Math.min(maxMs, firstMs * 2 ** Math.min(failures - 1, 20));
    },
    succeeded() {
      if (!failures) return;
      log.info({ failures, downMs: Date.now() - since }, `${what}: the database answers again`);
      failures = 0;
    },
    get failures() {
      return failures;
    },
  };
}

/**
 * For a failure that repeats with every call while the database is away (each request, each
 * lost connection, each reconnecting socket): true for the first, then for at most one per
 * `everyMs`, with how many were left out since the last line.
 */
export function logEvery(everyMs = 10_000): () => { log: boolean; skipped: number } {
  let last = -Infinity;
  let skipped = 0;
  return () => {
    const now = Date.now();
    if (now - last < everyMs) {
      skipped += 1;
      return { log: false, skipped };
    }
    const result = { log: true, skipped };
    last = now;
    skipped = 0;
    return result;
  };
}
