import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db';
import type { Database, ItemMatchesTable, ItemsTable } from '../../db/types';

/** The Lost report's owner did not mark the pair `m` "Not mine" (docs/product.md#matching). */
export const notDismissedByOwner = ({
  not,
  exists,
  selectFrom,
}: ExpressionBuilder<Database & { m: ItemMatchesTable; l: ItemsTable }, 'm' | 'l'>) =>
  not(
    exists(
      selectFrom('item_match_dismissals as d')
        .select('d.match_id')
        .whereRef('d.item_id', '=', 'm.lost_id')
        .whereRef('d.match_id', '=', 'm.found_id'),
    ),
  );

/** Every stored pair, `l` its Lost report, but those its owner marked "Not mine". */
const undismissedPairs = (db: Db) =>
  db
    .selectFrom('item_matches as m')
    .innerJoin('items as l', 'l.id', 'm.lost_id')
    .where(notDismissedByOwner);

/**
 * The owners of the active Lost reports paired with a Found item at `minScore` or more, or whose
 * pair alerted them (by margin, below it: alertPolicy.ts) and is still listed, leaving out the
 * pairs the owner marked "Not mine": whom a disposal warning concerns
 * (docs/product.md#retention). A retired pair that alerted keeps its row at score 0: not listed.
 */
export async function lostOwnersMatchedTo(
  db: Db,
  foundId: string,
  minScore: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('item_matches as m')
    .innerJoin('items as l', 'l.id', 'm.lost_id')
    .select('l.posted_by_id')
    .distinct()
    .where('m.found_id', '=', foundId)
    .where((eb) =>
      eb.or([
        eb('m.score', '>=', minScore),
        eb.and([eb('m.alerted_at', 'is not', null), eb('m.score', '>', 0)]),
      ]),
    )
    .where('l.is_active', '=', 1)
    .where('l.status', '=', 'Lost')
    .where(notDismissedByOwner)
    .orderBy('l.posted_by_id')
    .execute();
  return rows.map((r) => r.posted_by_id);
}

/**
 * The Lost reports of `ownerId` ever paired with a Found item, leaving out the pairs marked "Not
 * mine": the reports its hand-over to that owner closes (docs/product.md#closing-a-lost-report).
 * Any stored pair counts (each reached the list once); the items module checks they are open.
 */
export async function reportsOfOwnerMatchedTo(
  db: Db,
  foundId: string,
  ownerId: string,
): Promise<string[]> {
  const rows = await undismissedPairs(db)
    .select('m.lost_id')
    .where('m.found_id', '=', foundId)
    .where('l.posted_by_id', '=', ownerId)
    .execute();
  return rows.map((r) => r.lost_id);
}

/**
 * The Found items ever paired with a Lost report, leaving out the pairs its owner marked "Not
 * mine": the items "Was this your lost report?" may name on it
 * (docs/product.md#closing-a-lost-report). The items module checks which were handed over.
 */
export async function foundItemsMatchedTo(db: Db, lostId: string): Promise<string[]> {
  const rows = await undismissedPairs(db)
    .select('m.found_id')
    .where('m.lost_id', '=', lostId)
    .execute();
  return rows.map((r) => r.found_id);
}
