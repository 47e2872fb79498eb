import type { Db, Dialect } from '../../db';

/**
 * The Lost report an "I found this" post names (docs/product.md#i-found-this), locked until the
 * post's transaction ends (PostgreSQL: FOR UPDATE; SQLite runs one write transaction at a time),
 * so it cannot be closed or claimed between the check and the link.
 */
export async function lockReportForFinder(db: Db, dialect: Dialect, id: string) {
  const q = db
    .selectFrom('items')
    .select([
      'id',
      'title',
      'status',
      'is_active',
      'posted_by_id',
      'closed_reason',
      'ref_no',
      'created_at',
    ])
    .where('id', '=', id);
  return (dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
}
