import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import { toCount } from '../../../db/count';
import { dueAt } from '../disposalRepository';
import { queueSearchCondition } from './queueSearchRepository';
import type { Db, Dialect } from '../../../db';
import type { CategoriesTable, Database, ItemsTable } from '../../../db/types';

/*
 * The keeper's queue (docs/product.md#the-keepers-queue): the items in the office's custody,
 * narrowed by a view and by desk and storage place. Every view is one condition, so a page and
 * the counts of all views read the same rules.
 */

export type QueueView =
  'all' | 'mine' | 'unlabelled' | 'pending-claims' | 'awaiting-handover' | 'due-soon';

export type QueueScope = {
  dialect: Dialect;
  userId: string;
  /** Items due at or before this moment are "due soon". */
  soon: string;
  deskId?: string;
  storage?: string;
  /** The search box: a reference or title words (queueSearchRepository.ts). */
  search?: string;
};

type QueueDb = Database & { i: ItemsTable; c: CategoriesTable };
const eb = expressionBuilder<QueueDb, 'i' | 'c'>();

function viewCondition(view: QueueView, s: QueueScope): Expression<SqlBool> {
  switch (view) {
    case 'all':
      return sql<SqlBool>`1 = 1`;
    case 'mine':
      return eb.or([
        eb('i.keeper_id', '=', s.userId),
        eb(
          'i.desk_id',
          'in',
          eb.selectFrom('desk_keepers').select('desk_id').where('user_id', '=', s.userId),
        ),
      ]);
    case 'unlabelled':
      return eb('i.labelled_at', 'is', null);
    case 'pending-claims':
      return eb.exists(
        eb
          .selectFrom('item_claims as ic')
          .select(sql.lit(1).as('one'))
          .whereRef('ic.item_id', '=', 'i.id')
          .where('ic.status', '=', 'pending'),
      );
    case 'awaiting-handover':
      return eb('i.status', '=', 'Claimed');
    case 'due-soon':
      return eb.and([
        eb('i.status', '=', 'Found'),
        eb('i.claimed_by_id', 'is', null),
        eb(dueAt(s.dialect), '<=', s.soon),
      ]);
  }
}

/** Active, Found or Claimed, not disposed of, held by a keeper or a desk; then desk, place, search. */
function inCustody(db: Db, s: QueueScope) {
  let q = db
    .selectFrom('items as i')
    .innerJoin('categories as c', 'c.id', 'i.category_id')
    .where('i.is_active', '=', 1)
    .where('i.status', 'in', ['Found', 'Claimed'])
    .where('i.disposed_at', 'is', null)
    .where((e) => e.or([e('i.keeper_id', 'is not', null), e('i.desk_id', 'is not', null)]));
  if (s.deskId) q = q.where('i.desk_id', '=', s.deskId);
  // lower() on both sides, so each database folds the two texts alike.
  if (s.storage) q = q.where(sql`lower(i.storage_location)`, '=', sql`lower(${s.storage})`);
  if (s.search) q = q.where(queueSearchCondition(s.dialect, s.search));
  return q;
}

const countOf = (view: QueueView, s: QueueScope) =>
  eb.fn.sum<number | string | null>(eb.case().when(viewCondition(view, s)).then(1).else(0).end());

/** Each view and its key in the answer's `counts`. */
export const VIEW_COUNT = {
  all: 'all',
  mine: 'mine',
  unlabelled: 'unlabelled',
  'pending-claims': 'pendingClaims',
  'awaiting-handover': 'awaitingHandover',
  'due-soon': 'dueSoon',
} as const satisfies Record<QueueView, string>;

export type QueueCounts = Record<(typeof VIEW_COUNT)[QueueView], number>;

const VIEWS = Object.keys(VIEW_COUNT) as QueueView[];

/** How many items each view holds, under the same desk and place filters, in one read. */
export async function queueCounts(db: Db, s: QueueScope): Promise<QueueCounts> {
  const row: Record<string, unknown> | undefined = await inCustody(db, s)
    .select(VIEWS.map((view) => countOf(view, s).as(VIEW_COUNT[view])))
    .executeTakeFirst();
  return Object.fromEntries(
    VIEWS.map((view) => [VIEW_COUNT[view], toCount(row?.[VIEW_COUNT[view]] as number | null)]),
  ) as QueueCounts;
}

/** A page of one view, oldest first, with what the queue shows beside each item. */
export async function queuePage(
  db: Db,
  view: QueueView,
  s: QueueScope,
  limit: number,
  offset: number,
) {
  const rows = await inCustody(db, s)
    .where(viewCondition(view, s))
    .select((e) => [
      'i.id',
      'i.status',
      'i.claimed_by_id',
      'i.created_at',
      'i.labelled_at',
      'i.storage_location',
      'c.retention_days',
      e
        .selectFrom('item_claims as ic')
        .select((x) => x.fn.countAll<number | string>().as('n'))
        .whereRef('ic.item_id', '=', 'i.id')
        .where('ic.status', '=', 'pending')
        .as('pending_claims'),
    ])
    .orderBy('i.created_at')
    .orderBy('i.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    ...r,
    retention_days: Number(r.retention_days),
    pending_claims: toCount(r.pending_claims),
  }));
}
