import { chunksOf } from '../lib/chunks';
import type { Db, Dialect } from '../db';
import type { JobsTable } from '../db/types';
import type { Insertable } from 'kysely';

/** A job as its worker got it: `attempts` counts this claim too. */
export type ClaimedJob = { id: string; kind: string; payload: string; attempts: number };

export async function insertJob(db: Db, row: Insertable<JobsTable>): Promise<void> {
  await db.insertInto('jobs').values(row).execute();
}

/**
 * Inserts the row unless a job with its id exists (`insert … on conflict (id) do nothing`, the
 * same on SQLite and PostgreSQL): returns whether it was inserted. Never a unique violation, so
 * it does not abort the caller's PostgreSQL transaction; a concurrent insert of the same id
 * waits for the other transaction and then does nothing.
 */
export async function insertJobUnlessQueued(db: Db, row: Insertable<JobsTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('jobs')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Claims the oldest due job of the given kinds in one statement, so two workers never get the
 * same one: the row gets this worker's name and a lease until `leaseUntil`. A leased row whose
 * lease ran out (its process died) is due again. On PostgreSQL the inner select skips rows
 * another worker is claiming at this moment instead of waiting for them; SQLite runs one
 * writing statement at a time, so the single UPDATE is enough.
 */
export async function claimJob(
  db: Db,
  dialect: Dialect,
  claim: { workerId: string; kinds: string[]; now: string; leaseUntil: string },
): Promise<ClaimedJob | undefined> {
  let next = db
    .selectFrom('jobs')
    .select('id')
    .where('kind', 'in', claim.kinds)
    .where('run_at', '<=', claim.now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', claim.now)]))
    .orderBy('run_at')
    .orderBy('id')
    .limit(1);
  if (dialect === 'postgres') next = next.forUpdate().skipLocked();
  return db
    .updateTable('jobs')
    .set((eb) => ({
      locked_by: claim.workerId,
      locked_until: claim.leaseUntil,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', next)
    .returning(['id', 'kind', 'payload', 'attempts'])
    .executeTakeFirst();
}

/** Done (or given up): removed, unless another worker took it over after the lease ran out. */
export async function deleteJob(db: Db, id: string, workerId: string): Promise<void> {
  await db.deleteFrom('jobs').where('id', '=', id).where('locked_by', '=', workerId).execute();
}

/** Failed: free again from `runAt`, with the error kept for whoever looks at the table. */
export async function retryJobLater(
  db: Db,
  id: string,
  workerId: string,
  runAt: string,
  error: string,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ run_at: runAt, locked_until: null, locked_by: null, last_error: error })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .execute();
}

/** When the next free job of these kinds is due (leased ones are found by polling). */
export async function nextRunAt(db: Db, kinds: string[]): Promise<string | null> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.min('run_at').as('at'))
    .where('kind', 'in', kinds)
    .where('locked_until', 'is', null)
    .executeTakeFirst();
  return row?.at ?? null;
}

/** Pending jobs (tests and diagnostics). */
export async function pendingJobs(db: Db, kind?: string) {
  let q = db.selectFrom('jobs').selectAll().orderBy('run_at').orderBy('id');
  if (kind) q = q.where('kind', '=', kind);
  return q.execute();
}

/**
 * The id and payload of the jobs of these kinds whose payload text contains one of `needles`,
 * leased or not: a coarse first cut (LIKE's wildcards only widen it) that dropJobs.ts then
 * checks field by field.
 */
export function jobsMentioning(db: Db, kinds: string[], needles: string[]) {
  if (kinds.length === 0 || needles.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('jobs')
    .select(['id', 'kind', 'payload'])
    .where('kind', 'in', kinds)
    .where((eb) => eb.or(needles.map((n) => eb('payload', 'like', `%${n}%`))))
    .execute();
}

/** Removes these jobs, leased or not: a worker running one finds its row gone (deleteJob). */
export async function deleteJobs(db: Db, ids: string[]): Promise<number> {
  let deleted = 0;
  // In slices, well below either dialect's limit of bound values per statement.
  for (const slice of chunksOf(ids, 500)) {
    const res = await db.deleteFrom('jobs').where('id', 'in', slice).executeTakeFirst();
    deleted += Number(res.numDeletedRows);
  }
  return deleted;
}
