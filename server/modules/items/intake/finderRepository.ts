import type { Db } from '../../../db';

/** What the finder's notice says and needs (docs/product.md#walk-in-intake). */
export type FinderToTell = {
  title: string;
  ref_no: number | null;
  created_at: string;
  returned_at: string | null;
  finder_name: string | null;
  finder_contact: string | null;
  finder_notify: number;
  finder_notified_at: string | null;
  desk_name: string | null;
};

export async function findFinderToTell(db: Db, itemId: string): Promise<FinderToTell | undefined> {
  return db
    .selectFrom('items as i')
    .leftJoin('desks as d', 'd.id', 'i.desk_id')
    .select([
      'i.title',
      'i.ref_no',
      'i.created_at',
      'i.returned_at',
      'i.finder_name',
      'i.finder_contact',
      'i.finder_notify',
      'i.finder_notified_at',
      'd.name as desk_name',
    ])
    .where('i.id', '=', itemId)
    .executeTakeFirst();
}

/**
 * Marks the finder told, only if they asked and were not told yet: true for the one caller (of
 * any process, in any transaction) that set it, so the notice goes once.
 */
export async function markFinderTold(db: Db, itemId: string, now: string): Promise<boolean> {
  const res = await db
    .updateTable('items')
    .set({ finder_notified_at: now })
    .where('id', '=', itemId)
    .where('finder_notify', '=', 1)
    .where('finder_notified_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
