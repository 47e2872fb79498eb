import { sql } from 'kysely';
import type { Db } from '../../db';
import { toCount } from './query';

/** Active items by status (one GROUP BY). */
export async function activeItemsByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('items')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('is_active', '=', 1)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, toCount(r.n)]));
}

/** Users by role and active flag (one GROUP BY over the users(role, is_active) index). */
export async function usersByRole(db: Db) {
  const rows = await db
    .selectFrom('users')
    .select(['role', 'is_active', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['role', 'is_active'])
    .execute();
  return rows.map((r) => ({ role: r.role, active: Number(r.is_active) === 1, n: toCount(r.n) }));
}

export async function otherCounts(db: Db) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('categories')
        .select(eb.fn.countAll<number>().as('n'))
        .where('is_active', '=', 1)
        .as('categories'),
      eb.selectFrom('conversations').select(eb.fn.countAll<number>().as('n')).as('conversations'),
    ])
    .executeTakeFirstOrThrow();
  return { categories: toCount(row.categories), conversations: toCount(row.conversations) };
}

/** The top posters (all their items, active or not); ties by user id. */
export async function topPosters(db: Db, limit: number) {
  const rows = await db
    .selectFrom(
      db
        .selectFrom('items')
        .select(['posted_by_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('posted_by_id')
        .orderBy('n', 'desc')
        .orderBy('posted_by_id')
        .limit(limit)
        .as('t'),
    )
    .innerJoin('users as u', 'u.id', 't.posted_by_id')
    .select(['u.id', 'u.name', 'u.email', 't.n'])
    .execute();
  return rows
    .map((r) => ({ userId: r.id, name: r.name, email: r.email, itemCount: toCount(r.n) }))
    .sort((a, b) => b.itemCount - a.itemCount || (a.userId < b.userId ? -1 : 1));
}

/**
 * Per-day counts of one timestamp column within [from, to); the range keeps it on the index and
 * the day grouping keeps the result to a few dozen rows whatever the table size.
 */
export async function perDay(
  db: Db,
  column: 'created_at' | 'returned_at',
  from: string,
  to: string,
): Promise<{ day: string; n: number }[]> {
  const day = sql<string>`substr(${sql.ref(column)}, 1, 10)`;
  const rows = await db
    .selectFrom('items')
    .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
    .where(column, '>=', from)
    .where(column, '<', to)
    .groupBy(day)
    .execute();
  return rows.map((r) => ({ day: r.day, n: toCount(r.n) }));
}
