import { sql, type RawBuilder } from 'kysely';
import { toCount } from '../../db/count';
import type { Db, Dialect } from '../../db';

/*
 * Retention and disposal of unclaimed Found items (docs/product.md#retention): which items are
 * due, and the two writes the retention rules make to items (disposal, the once-only warning).
 */

/**
 * When an item falls due (`items as i` joined with `categories as c`): posted + its category's
 * retention in whole 24-hour days, as ISO text in the same shape as nowIso() (so it compares as
 * text with the timestamps of the schema). The keeper's queue reads it too.
 */
export function dueAt(dialect: Dialect): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`to_char((i.created_at::timestamptz + c.retention_days * interval '24 hours')
        at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', i.created_at, '+' || c.retention_days || ' days')`;
}

/**
 * Found, active, unclaimed items with their category. The conditions are literals, not bound
 * parameters, so that SQLite can use the partial index items_found_open_created (migration 013).
 */
const openFound = (db: Db) =>
  db
    .selectFrom('items as i')
    .innerJoin('categories as c', 'c.id', 'i.category_id')
    .where('i.status', '=', sql.lit('Found'))
    .where('i.is_active', '=', sql.lit(1))
    .where('i.claimed_by_id', 'is', null);

export type DueRow = { id: string; created_at: string; retention_days: number; due_at: string };

/** How many items fell due at or before `now`. */
export async function countDueItems(db: Db, dialect: Dialect, now: string): Promise<number> {
  const row = await openFound(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(dueAt(dialect), '<=', now)
    .executeTakeFirst();
  return toCount(row?.n);
}

/** A page of the items due at `now`, oldest first. */
export async function pageOfDueItems(
  db: Db,
  dialect: Dialect,
  now: string,
  limit: number,
  offset: number,
): Promise<DueRow[]> {
  const rows = await openFound(db)
    .select(['i.id', 'i.created_at', 'c.retention_days', dueAt(dialect).as('due_at')])
    .where(dueAt(dialect), '<=', now)
    .orderBy('i.created_at')
    .orderBy('i.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({ ...r, retention_days: Number(r.retention_days) }));
}

/**
 * Items due at or before `until` whose warning was not sent yet, oldest first, after the cursor
 * `(created_at, id)` of the previous batch.
 */
export async function unwarnedDueBy(
  db: Db,
  dialect: Dialect,
  until: string,
  after: { created_at: string; id: string } | null,
  limit: number,
): Promise<{ id: string; title: string; created_at: string; due_at: string }[]> {
  let q = openFound(db)
    .select(['i.id', 'i.title', 'i.created_at', dueAt(dialect).as('due_at')])
    .where('i.disposal_warned_at', 'is', null)
    .where(dueAt(dialect), '<=', until);
  if (after) {
    q = q.where((eb) =>
      eb.or([
        eb('i.created_at', '>', after.created_at),
        eb.and([eb('i.created_at', '=', after.created_at), eb('i.id', '>', after.id)]),
      ]),
    );
  }
  return q.orderBy('i.created_at').orderBy('i.id').limit(limit).execute();
}

/**
 * Sets disposal_warned_at once: true for the one caller (of any process) that set it, so the
 * owners of matching reports are warned once per item.
 */
export async function markDisposalWarned(db: Db, id: string, now: string): Promise<boolean> {
  const res = await db
    .updateTable('items')
    .set({ disposal_warned_at: now })
    .where('id', '=', id)
    .where('disposal_warned_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export type Disposal = {
  method: 'donated' | 'discarded' | 'transferred';
  note: string;
  now: string;
  /** The bulk disposal it is part of (its printable record); none for a single disposal. */
  batchId?: string;
};

/**
 * Records the disposal and deactivates the item, only while it is active, Found and unclaimed:
 * true for the one caller that changed it (a second disposal, or a claim that came first, loses).
 * The items triggers take the item out of the search index and its caches (migrations 002, 009).
 */
export async function disposeIfOpen(db: Db, id: string, d: Disposal): Promise<boolean> {
  const res = await db
    .updateTable('items')
    .set({
      disposal_method: d.method,
      disposal_note: d.note,
      disposed_at: d.now,
      disposal_batch_id: d.batchId ?? null,
      is_active: 0,
      updated_at: d.now,
    })
    .where('id', '=', id)
    .where('status', '=', 'Found')
    .where('is_active', '=', 1)
    .where('claimed_by_id', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export type BatchItem = {
  id: string;
  ref_no: number | null;
  created_at: string;
  title: string;
  category_name: string;
  desk_name: string | null;
  disposal_method: 'donated' | 'discarded' | 'transferred' | null;
  disposal_note: string | null;
  disposed_at: string | null;
  /** Who disposed of it: the actor of its latest `disposed` event; null when gone. */
  actor_name: string | null;
};

/**
 * The items of one bulk disposal (docs/product.md#the-keepers-queue), by reference, each with
 * who disposed of it (its latest `disposed` event: an item disposed of again later left the
 * batch, its batch id replaced).
 */
export async function disposalBatch(db: Db, batchId: string): Promise<BatchItem[]> {
  const items = await db
    .selectFrom('items as i')
    .innerJoin('categories as c', 'c.id', 'i.category_id')
    .leftJoin('desks as d', 'd.id', 'i.desk_id')
    .select([
      'i.id',
      'i.ref_no',
      'i.created_at',
      'i.title',
      'c.name as category_name',
      'd.name as desk_name',
      'i.disposal_method',
      'i.disposal_note',
      'i.disposed_at',
    ])
    .where('i.disposal_batch_id', '=', batchId)
    .orderBy('i.ref_no')
    .orderBy('i.id')
    .execute();
  if (items.length === 0) return [];
  const events = await db
    .selectFrom('item_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_id')
    .select(['e.item_id', 'u.name as actor_name'])
    .where(
      'e.item_id',
      'in',
      items.map((i) => i.id),
    )
    .where('e.action', '=', 'disposed')
    .orderBy('e.seq')
    .execute();
  const by = new Map(events.map((e) => [e.item_id, e.actor_name ?? null]));
  return items.map((i) => ({ ...i, actor_name: by.get(i.id) ?? null }));
}
