import { deleteJobs, jobsMentioning } from './jobsRepository';
import type { JobKind, JobPayloads } from './kinds';
import type { Db } from '../db';

/** A queued job with its payload parsed, typed by its kind. */
export type QueuedJob = { [K in JobKind]: { kind: K; payload: JobPayloads[K] } }[JobKind];

/**
 * Deletes the queued jobs of these kinds that `drop` picks, in the caller's transaction, and
 * returns how many went: an erasure drops the mail queued for the erased person
 * (docs/security.md#personal-data-deactivation-and-erasure). Only jobs whose payload text
 * contains one of `mentions` (ids, addresses) are read, so an SMTP outage's backlog is not
 * loaded whole; `drop` then compares the parsed fields, so a job is picked by an exact id or
 * address, never because its text contains another one. A job already running may still
 * finish; one whose payload does not parse is kept.
 */
export async function dropJobs<K extends JobKind>(
  db: Db,
  kinds: K[],
  mentions: string[],
  drop: (job: Extract<QueuedJob, { kind: K }>) => boolean,
): Promise<number> {
  // JSON escapes `"` and `\` (and PostgreSQL's LIKE reads `\` as its escape): look for the
  // part before the first of them, which the payload text contains as written.
  const needles = mentions.map((m) => m.split(/["\\]/)[0]!);
  const picked: string[] = [];
  for (const row of await jobsMentioning(db, kinds, needles)) {
    let payload: unknown;
    try {
      payload = JSON.parse(row.payload);
    } catch {
      continue;
    }
    if (payload === null || typeof payload !== 'object') continue;
    if (drop({ kind: row.kind, payload } as Extract<QueuedJob, { kind: K }>)) picked.push(row.id);
  }
  return deleteJobs(db, picked);
}
