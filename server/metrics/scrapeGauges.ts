import { performance } from 'node:perf_hooks';
import { Gauge } from 'prom-client';
import { pingDatabase } from '../db/ping';
import { queueLengths } from '../jobs/queueLengthRepository';
import { METRIC_PREFIX } from './metrics';
import type { Db } from '../db';
import type { Registry } from 'prom-client';

/** A scrape never waits longer than this on the database (Prometheus' own timeout is 10 s). */
export const SCRAPE_DB_TIMEOUT_MS = 2000;

/**
 * Gauges read from the database at each scrape: its round-trip time, and the durable job
 * queue (docs/architecture.md#durable-jobs) per kind, the mail queue on its own. Returns the
 * refresh to await before each scrape (one ping and one query, side by side).
 */
export function registerScrapeGauges(registry: Registry, db: Db): () => Promise<void> {
  const registers = [registry];
  const up = new Gauge({
    name: `${METRIC_PREFIX}db_up`,
    help: '1 when the database answered `select 1` within 2 seconds at this scrape, else 0.',
    registers,
  });
  const ping = new Gauge({
    name: `${METRIC_PREFIX}db_ping_seconds`,
    help: 'Round-trip time of `select 1` at this scrape, in seconds (NaN when it failed).',
    registers,
  });
  const queued = new Gauge({
    name: `${METRIC_PREFIX}jobs_queued`,
    help: 'Durable jobs waiting or running, by kind.',
    labelNames: ['kind'] as const,
    registers,
  });
  const failing = new Gauge({
    name: `${METRIC_PREFIX}jobs_failing`,
    help: 'Durable jobs that failed at least once and wait for a retry, by kind.',
    labelNames: ['kind'] as const,
    registers,
  });
  const mailQueue = new Gauge({
    name: `${METRIC_PREFIX}mail_queue_length`,
    help: 'E-mails (send-mail and account-mail jobs) waiting or being sent.',
    registers,
  });

  const readPing = async () => {
    const start = performance.now();
    try {
      await withTimeout(pingDatabase(db));
      up.set(1);
      ping.set((performance.now() - start) / 1000);
    } catch {
      up.set(0);
      ping.set(Number.NaN);
    }
  };
  // A failed read keeps the last values (db_up tells); kinds that left the queue disappear.
  const readQueue = async () => {
    const rows = await withTimeout(queueLengths(db)).catch(() => null);
    if (!rows) return;
    queued.reset();
    failing.reset();
    for (const row of rows) {
      queued.set({ kind: row.kind }, row.queued);
      failing.set({ kind: row.kind }, row.failing);
    }
    const mail = rows.filter((r) => r.kind === 'send-mail' || r.kind === 'account-mail');
    mailQueue.set(mail.reduce((sum, r) => sum + r.queued, 0));
  };
  return async () => {
    await Promise.all([readPing(), readQueue()]);
  };
}

async function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database timeout')), SCRAPE_DB_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
