import { sql } from 'kysely';
import type { IndexedItem } from './matchIndex';
import type { Db, Dialect } from '../../../db';

/**
 * The database side of the in-memory search index: items in search order, in batches, and the
 * items changed since a `seq` of `item_search_changes` (migration 009), read in one statement
 * (one snapshot) with the pruning mark.
 */
type Row = {
  id: string;
  search_id: number | null;
  created_at: string;
  title: string;
  description: string;
  location: string;
  status: string;
  is_active: number;
  category_id: string;
  category: string;
};

// search_id exists on SQLite only (the FTS rowid).
const columns = (
  dialect: Dialect,
) => sql`i.id, ${sql.raw(dialect === 'sqlite' ? 'i.search_id' : 'NULL AS search_id')},
  i.created_at, i.title, i.description, i.location, i.status, i.is_active, i.category_id,
  c.name AS category`;

/**
 * SQLite pages by `search_id` (the FTS rowid: insertion order); PostgreSQL by date, then id.
 * `order` compares as text in the same order.
 */
function toIndexed(dialect: Dialect, r: Row): IndexedItem {
  const sqlite = dialect === 'sqlite';
  return {
    id: r.id,
    key: sqlite ? Number(r.search_id) : r.id,
    order: sqlite ? String(r.search_id).padStart(16, '0') : `${r.created_at} ${r.id}`,
    status: r.status,
    active: Number(r.is_active) === 1,
    title: r.title,
    rest: `${r.description} ${r.location} ${r.category}`,
    categoryId: r.category_id,
    location: r.location,
    postedAt: r.created_at,
  };
}

export type Cursor = { searchId: number; createdAt: string; id: string };

/** Up to `limit` items after the cursor, in search order. */
export async function itemBatch(db: Db, dialect: Dialect, after: Cursor | null, limit: number) {
  const from = sql`FROM items i JOIN categories c ON c.id = i.category_id`;
  const { rows } =
    dialect === 'sqlite'
      ? await sql<Row>`SELECT ${columns(dialect)} ${from}
          WHERE i.search_id > ${after?.searchId ?? 0} ORDER BY i.search_id LIMIT ${limit}`.execute(
          db,
        )
      : await sql<Row>`SELECT ${columns(dialect)} ${from}
          WHERE (i.created_at, i.id) > (${after?.createdAt ?? ''}, ${after?.id ?? ''})
          ORDER BY i.created_at, i.id LIMIT ${limit}`.execute(db);
  const last = rows[rows.length - 1];
  const next: Cursor | null = last
    ? { searchId: Number(last.search_id), createdAt: last.created_at, id: last.id }
    : null;
  return { items: rows.map((r) => toIndexed(dialect, r)), next };
}

/**
 * The newest change's seq (0 when the log is empty) and the pruning mark (changes at or below
 * it are gone): a load starts from the larger.
 */
export async function changeMarks(db: Db): Promise<{ seq: number; below: number }> {
  const { rows } = await sql<{
    seq: number | string | null;
    below: number | string;
  }>`SELECT (SELECT max(seq) FROM item_search_changes) AS seq, below
    FROM item_search_changes_pruned WHERE id = 1`.execute(db);
  return { seq: Number(rows[0]?.seq ?? 0), below: Number(rows[0]?.below ?? 0) };
}

/**
 * Whether the item a snapshot saw last (its key and id) is still in the database under both:
 * a snapshot of another database, or of this one before it was replaced, fails this.
 */
export async function stillNewest(
  db: Db,
  dialect: Dialect,
  key: number | string | null,
  id: string | null,
): Promise<boolean> {
  if (key === null || id === null) return true;
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ id: string }>`SELECT id FROM items WHERE search_id = ${Number(key)}`.execute(db)
      : await sql<{ id: string }>`SELECT id FROM items WHERE id = ${String(key)}`.execute(db);
  return rows[0]?.id === id;
}

export type Change = { seq: number; itemId: string; item: IndexedItem | null };

/**
 * The changes after `seq` (at most `limit`), each with the item as it is now (null: deleted),
 * and the pruning mark, read in one statement (one snapshot).
 */
export async function changesAfter(db: Db, dialect: Dialect, seq: number, limit: number) {
  const { rows } = await sql<
    Row & { seq: number | string | null; changed_id: string; below: number | string }
  >`SELECT p.below, ch.seq, ch.item_id AS changed_id, ${columns(dialect)}
    FROM item_search_changes_pruned p
    LEFT JOIN item_search_changes ch ON ch.seq > ${seq}
    LEFT JOIN items i ON i.id = ch.item_id
    LEFT JOIN categories c ON c.id = i.category_id
    WHERE p.id = 1 ORDER BY ch.seq LIMIT ${limit}`.execute(db);
  const changes = rows.flatMap((r): Change[] =>
    r.seq === null
      ? []
      : [
          {
            seq: Number(r.seq),
            itemId: r.changed_id,
            item:
              r.id === null || (dialect === 'sqlite' && r.search_id === null)
                ? null
                : toIndexed(dialect, r),
          },
        ],
  );
  return { below: Number(rows[0]?.below ?? 0), changes };
}

/** Deletes the changes at or below `seq`; an index older than that must reload. */
export async function pruneChanges(db: Db, seq: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`UPDATE item_search_changes_pruned SET below = ${seq}
      WHERE id = 1 AND below < ${seq}`.execute(trx);
    await sql`DELETE FROM item_search_changes WHERE seq <= ${seq}`.execute(trx);
  });
}
