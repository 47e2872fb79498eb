import { countRows } from '../../db/count';
import type { Db } from '../../db';
import type { AuditLogTable } from '../../db/types';

export async function insertAudit(db: Db, row: AuditLogTable): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

export const countAudit = (db: Db): Promise<number> => countRows(db, 'audit_log');

/** Newest first, on audit_log(created_at, id). */
export function pageOfAudit(db: Db, limit: number, offset: number) {
  return db
    .selectFrom('audit_log as a')
    .innerJoin('users as u', 'u.id', 'a.actor_id')
    .select([
      'a.id',
      'a.action',
      'a.target_type',
      'a.target_id',
      'a.before_json',
      'a.after_json',
      'a.created_at',
      'u.id as actor_id',
      'u.name as actor_name',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
