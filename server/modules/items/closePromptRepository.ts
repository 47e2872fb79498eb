// The reads behind "Was this your lost report?" (docs/product.md#closing-a-lost-report).
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db';
import type { Database, ItemRow } from '../../db/types';

/** What a prompt row names of an item: its ItemLink. */
export type PromptItem = Pick<ItemRow, 'id' | 'title' | 'ref_no' | 'created_at' | 'status'>;

/** At most this many rows: the page shows three at a time. */
const MAX_PAIRS = 50;

const LINK_COLUMNS = ['id', 'title', 'ref_no', 'created_at', 'status'] as const;

type Eb = ExpressionBuilder<Database, 'items'>;
/** `id in ids`, which is false (not a syntax error) for no ids. */
const idIn = (eb: Eb, ids: string[]) => (ids.length ? eb('id', 'in', ids) : eb.lit(false));

/**
 * The open Lost reports of `ownerId` (active, Lost, never closed) that could be `found`: paired
 * with it (`pairedIds`: by matching, not "Not mine", or named by "I found this"), or of its
 * category and posted before its return; oldest first.
 */
export function reportsThatCouldBe(
  db: Db,
  ownerId: string,
  found: Pick<ItemRow, 'id' | 'category_id' | 'returned_at'>,
  pairedIds: string[],
): Promise<PromptItem[]> {
  const returnedAt = found.returned_at;
  return db
    .selectFrom('items')
    .select(LINK_COLUMNS)
    .where('posted_by_id', '=', ownerId)
    .where('is_active', '=', 1)
    .where('status', '=', 'Lost')
    .where('closed_reason', 'is', null)
    .where('id', '!=', found.id)
    .where((eb) =>
      eb.or([
        idIn(eb, pairedIds),
        returnedAt
          ? eb.and([eb('category_id', '=', found.category_id), eb('created_at', '<', returnedAt)])
          : eb.lit(false),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .limit(MAX_PAIRS)
    .execute();
}

/**
 * The items Returned to `ownerId` that they did not post and that could be `report`: paired with
 * it (`pairedIds`), posted for it, or of its category and returned after it was posted; oldest
 * return first. Whether each was posted as Found is the caller's to check.
 */
export function returnedThatCouldBe(
  db: Db,
  ownerId: string,
  report: Pick<ItemRow, 'id' | 'category_id' | 'created_at'>,
  pairedIds: string[],
): Promise<PromptItem[]> {
  return db
    .selectFrom('items')
    .select(LINK_COLUMNS)
    .where('claimed_by_id', '=', ownerId)
    .where('posted_by_id', '!=', ownerId)
    .where('is_active', '=', 1)
    .where('status', '=', 'Returned')
    .where('id', '!=', report.id)
    .where((eb) =>
      eb.or([
        idIn(eb, pairedIds),
        eb('found_for_id', '=', report.id),
        eb.and([
          eb('category_id', '=', report.category_id),
          eb('returned_at', '>', report.created_at),
        ]),
      ]),
    )
    .orderBy('returned_at')
    .orderBy('id')
    .limit(MAX_PAIRS)
    .execute();
}
