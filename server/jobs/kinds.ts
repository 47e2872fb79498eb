import type { Mail } from '../mail/mailer';
import type { NotificationMailDetails } from '../mail/notificationMail';

/**
 * The durable queue's job kinds and their payloads, one place for both sides: `enqueue` only
 * takes a kind listed here with its payload, and the worker of every process gets a handler for
 * each kind (server/modules/jobHandlers.ts), so a job is never written that nobody can run.
 */
export type JobPayloads = {
  /**
   * Match an item posted, edited or re-activated against the other side
   * (docs/product.md#matching). Whoever queues it queues `saved-search-alerts` for the item next
   * to it, in the same transaction: two jobs, so a failing match and a failing check retry apart.
   */
  'match-item': { itemId: string };
  /**
   * `match-item` for a batch of items written in bulk (an import's run): a bulk kind, run only
   * while no interactive job is due (BULK_KINDS).
   */
  'match-items': { itemIds: string[] };
  /**
   * Store the terms of the items that existed before matching, a batch after `after` (an item
   * id) per run, so that new posts find them (docs/product.md#matching).
   */
  'match-backfill': { after: string };
  /**
   * Alert the saved searches a posted, edited or re-activated item fits
   * (docs/product.md#saved-searches): queued with each `match-item`, by the same write.
   */
  'saved-search-alerts': { itemId: string };
  /** `saved-search-alerts` for a batch of items written in bulk: a bulk kind, queued with `match-items`. */
  'saved-search-alerts-batch': { itemIds: string[] };
  /**
   * The next rows of an office import (docs/product.md#importing-the-offices-log): each run
   * writes a batch and queues the next. A bulk kind.
   */
  'import-rows': { importId: string };
  /**
   * One e-mail (docs/product.md#e-mail): a notification's instant mail, written when sent (with
   * `details`, the lists it shows beyond the notification's text), or a mail written already
   * (the digest) for `userId`, sent to their address at sending time.
   */
  'send-mail':
    { notificationId: string; details?: NotificationMailDetails } | { userId: string; mail: Mail };
  /**
   * One account e-mail (a code, a notice about the account), written already and sent as
   * written, to its own address (a new address for an e-mail change, a pending account's; a
   * walk-in finder's one notice, docs/product.md#walk-in-intake, to the address the office
   * noted). With
   * `codeId` it carries that one-time code in plain text, until it is sent and the row deleted
   * (docs/security.md#e-mail): it is sent only while the code is unused, and the code's lifetime
   * restarts when it goes out.
   */
  'account-mail': { mail: Mail; codeId?: string };
  /**
   * The daily e-mail digest due at `at`, keyed by its local day; each run first queues the next
   * day's and that day's `disposal-warnings` (notifications/digestSchedule.ts).
   */
  'email-digest': { at: string };
  /**
   * Warn the owners of matching Lost reports of items falling due (docs/product.md#retention),
   * keyed by `day`: queued once a day by the digest run (notifications/digestSchedule.ts).
   */
  'disposal-warnings': { day: string };
  /**
   * The daily digest of possible matches (docs/product.md#matching): each owner of a Lost report
   * with pairs that did not alert gets one notification listing them. Keyed by `day`: queued once
   * a day by the digest run (notifications/digestSchedule.ts).
   */
  'match-digest': { day: string };
  /**
   * Delete photo objects (both renditions) the store refused to delete when asked, during an
   * outage (docs/deploy.md#photos-in-object-storage-s3): retried until it is back.
   */
  'delete-photos': { keys: string[] };
};

export type JobKind = keyof JobPayloads;

/**
 * What a person waits for right now: a code by e-mail, a new post's match and saved-search
 * alerts. Claimed before any other kind, so that a backlog of notification e-mails (an import's
 * thousands of match alerts) never holds up a new post's alert.
 */
export const URGENT_KINDS: readonly JobKind[] = [
  'account-mail',
  'match-item',
  'saved-search-alerts',
];

/**
 * Work written in bulk (docs/architecture.md#durable-jobs): a worker claims a job of these kinds
 * only when no job of another kind is due, so an ordinary post's match and alerts never wait
 * behind an import's backlog, only behind the one bulk batch running (a fraction of a second).
 * While bulk jobs are due, the catch-up thread runs them (docs/architecture.md#background-work).
 */
export const BULK_KINDS: readonly JobKind[] = [
  'import-rows',
  'match-items',
  'saved-search-alerts-batch',
];

/** One handler per kind; a thrown error retries the job later (server/jobs/worker.ts). */
export type JobHandlers = { [K in JobKind]: (payload: JobPayloads[K]) => Promise<void> };
