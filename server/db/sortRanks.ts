import type SQLite from 'better-sqlite3';

/**
 * A large admin match set in sort order without sorting rows (docs/performance.md#admin-lists),
 * run on the read thread's own connection (server/threads/readThread.ts).
 *
 * Per sort order, every row's place in it is kept in memory: `order` (search ids in that order)
 * and `rank` (a search id's place), built from the whole table once and valid as of a change
 * `seq` of `item_search_changes` (migration 009: every insert, delete and change of a sorted
 * column is logged). A term's set is then its matches' search ids ordered by rank, an integer
 * sort, where SQLite looked every match up in the sort index and sorted the rows (0.5-1 s for a
 * broad term at a million items).
 *
 * Rows changed since the ranks were built keep their old rank, or have none: their places are
 * found again. The relative order of the unchanged rows has not moved (their keys have not), so
 * each changed match is placed before the first unchanged row that sorts after it, found by a
 * binary search over `order` that compares the two rows' current keys in SQL (the collation the
 * ORDER BY uses). Changed matches that land in the same gap keep SQLite's order among them.
 * Too many changes, or changes pruned from the log, build the ranks again.
 */
export type RankedTask = {
  /** Search ids of the matching rows, in any order; null only makes the ranks ready. */
  matches: { sql: string; parameters: readonly unknown[] } | null;
  /** Only count the matches (answered as one integer): the admin list's total. */
  count?: boolean;
  /** Every row's search id in the wanted order (also the ranks' cache key). */
  order: string;
  /** 1 when row ?1 sorts before row ?2, 0 when after; no row when either is gone. */
  before: string;
  /** Search ids (rows still there) in the wanted order, of a JSON array of search ids. */
  orderOf: string;
};

/** More rows changed since the ranks were built than this: build them again (about 1 s at 1M). */
const REBUILD_AFTER = 5_000;

type Ranks = { seq: number; order: Int32Array; rank: Int32Array };

/** The ranks kept per connection and order. */
const kept = new WeakMap<SQLite.Database, Map<string, Ranks>>();

const CHANGE_MARK = `SELECT max(coalesce((SELECT max(seq) FROM item_search_changes), 0), below)
  AS seq, below FROM item_search_changes_pruned WHERE id = 1`;
/** Rows changed since a seq (a deleted one without a search id), up to a limit. */
const CHANGES_SINCE = `SELECT DISTINCT ch.item_id, i.search_id FROM item_search_changes ch
  LEFT JOIN items i ON i.id = ch.item_id WHERE ch.seq > ? LIMIT ?`;

/** The matches' search ids in the task's order, read in one snapshot of the database. */
export function rankedMatches(
  db: SQLite.Database,
  task: RankedTask,
  rebuildAfter = REBUILD_AFTER,
): Int32Array {
  return db.transaction(() => {
    const mark = db.prepare(CHANGE_MARK).get() as { seq: number; below: number } | undefined;
    const matches = task.matches && matchesOf(db, task.matches, mark?.seq);
    if (task.count) return Int32Array.of(matches?.length ?? 0);
    const { ranks, changed } = keptRanks(db, task.order, mark, rebuildAfter) ?? {
      ranks: buildRanks(db, task.order, mark?.seq ?? 0),
      changed: null,
    };
    return matches ? inOrder(db, task, ranks, changed, matches) : new Int32Array(0);
  })();
}

/** The ranks kept for `order` and the rows changed since; null when they must be built again. */
function keptRanks(
  db: SQLite.Database,
  order: string,
  mark: { seq: number; below: number } | undefined,
  rebuildAfter: number,
): { ranks: Ranks; changed: Set<number> | null } | null {
  const ranks = kept.get(db)?.get(order);
  if (!ranks || !mark || ranks.seq < mark.below) return null;
  if (ranks.seq === mark.seq) return { ranks, changed: null };
  const rows = db
    .prepare(CHANGES_SINCE)
    .raw()
    .all(ranks.seq, rebuildAfter + 1) as [string, number | null][];
  if (rows.length > rebuildAfter) return null;
  return { ranks, changed: new Set(rows.flatMap(([, sid]) => (sid === null ? [] : [sid]))) };
}

function buildRanks(db: SQLite.Database, order: string, seq: number): Ranks {
  const sids = Int32Array.from(integers(db, order, []));
  let max = -1;
  for (const sid of sids) if (sid > max) max = sid;
  const rank = new Int32Array(max + 1).fill(-1);
  for (let i = 0; i < sids.length; i++) rank[sids[i]] = i;
  const ranks = { seq, order: sids, rank };
  let byOrder = kept.get(db);
  if (!byOrder) kept.set(db, (byOrder = new Map()));
  byOrder.set(order, ranks);
  return ranks;
}

/**
 * A few recent match sets, each as of a change seq (the FTS table's rows change only with logged
 * changes): a term's count and its set in each order read the FTS index once.
 */
const recent = new WeakMap<SQLite.Database, { key: string; seq: number; sids: Int32Array }[]>();
const RECENT_SETS = 8;
const RECENT_IDS = 2_000_000;

function matchesOf(
  db: SQLite.Database,
  query: NonNullable<RankedTask['matches']>,
  seq: number | undefined,
): Int32Array {
  const key = JSON.stringify([query.sql, query.parameters]);
  let sets = recent.get(db);
  if (!sets) recent.set(db, (sets = []));
  const known = sets.find((m) => m.key === key && m.seq === seq);
  if (known) return known.sids;
  const sids = Int32Array.from(integers(db, query.sql, query.parameters));
  if (seq === undefined) return sids;
  const kept = [{ key, seq, sids }, ...sets.filter((m) => m.key !== key)];
  let total = 0;
  const fits = kept.filter((m, i) => i < RECENT_SETS && (total += m.sids.length) <= RECENT_IDS);
  recent.set(db, fits);
  return sids;
}

function inOrder(
  db: SQLite.Database,
  { orderOf, before }: RankedTask,
  ranks: Ranks,
  changed: Set<number> | null,
  matches: Int32Array,
): Int32Array {
  const placed: number[] = [];
  const moved: number[] = [];
  for (const sid of matches) {
    const r = sid < ranks.rank.length ? ranks.rank[sid] : -1;
    if (r >= 0 && !changed?.has(sid)) placed.push(r);
    else moved.push(sid);
  }
  const sortedRanks = Int32Array.from(placed).sort();
  const out = new Int32Array(matches.length);
  // Changed matches in SQLite's order, each with the rank of the first unchanged row after it.
  const movedInOrder = moved.length ? integers(db, orderOf, [JSON.stringify(moved)]) : [];
  const compare = db.prepare(before).pluck();
  const gaps = movedInOrder.map((sid) => gapOf(compare, ranks, changed, sid));
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < sortedRanks.length || j < movedInOrder.length) {
    if (j < movedInOrder.length && (i === sortedRanks.length || gaps[j] <= sortedRanks[i])) {
      out[n++] = movedInOrder[j++];
    } else {
      out[n++] = ranks.order[sortedRanks[i++]];
    }
  }
  return out.subarray(0, n);
}

/**
 * The rank of the first unchanged row that sorts after `sid` (or the table's end): a binary
 * search over the ranks, stepping over changed and deleted rows.
 */
function gapOf(
  compare: SQLite.Statement,
  ranks: Ranks,
  changed: Set<number> | null,
  sid: number,
): number {
  /** 1: the row at rank r sorts after `sid`; 0: before; null: it changed or is gone. */
  const after = (r: number): number | null => {
    const other = ranks.order[r];
    if (changed?.has(other)) return null;
    const v = compare.get(sid, other) as number | undefined;
    return v === undefined || v === null ? null : Number(v);
  };
  let lo = 0;
  let hi = ranks.order.length;
  let answer = hi;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    let r = mid;
    let v: number | null = null;
    while (r < hi && (v = after(r)) === null) r++;
    if (r === hi) {
      hi = mid;
    } else if (v === 1) {
      answer = r;
      hi = mid;
    } else {
      lo = r + 1;
    }
  }
  return answer;
}

function integers(db: SQLite.Database, sql: string, parameters: readonly unknown[]): number[] {
  return db
    .prepare(sql)
    .pluck()
    .all(...parameters) as number[];
}
