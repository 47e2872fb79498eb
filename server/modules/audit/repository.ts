import { sql, type SqlBool } from 'kysely';
import { escapeLike } from '../../db/adminSearch';
import type { Db } from '../../db';
import type { AuditLogTable } from '../../db/types';

export async function insertAudit(db: Db, row: AuditLogTable): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

/**
 * The audit log's filters (docs/product.md#audit-log): part of the actor's name or e-mail
 * without case, one action, and days `from`/`to` (UTC, both inclusive) as `YYYY-MM-DD`.
 */
export type AuditFilter = { actor?: string; action?: string; from?: string; to?: string };

/** The day after a `YYYY-MM-DD` day, as `YYYY-MM-DD`: `to` is inclusive. */
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('audit_log as a').innerJoin('users as u', 'u.id', 'a.actor_id');
  const actor = filter.actor?.trim();
  if (actor) {
    const pattern = `%${escapeLike(actor)}%`;
    query = query.where(
      sql<SqlBool>`(lower(u.name) like lower(${pattern}) escape '\\' or lower(u.email) like lower(${pattern}) escape '\\')`,
    );
  }
  if (filter.action) query = query.where('a.action', '=', filter.action);
  // ISO stamps sort as text: a day's entries are those from its midnight to the next one's.
  if (filter.from) query = query.where('a.created_at', '>=', filter.from);
  if (filter.to) query = query.where('a.created_at', '<', dayAfter(filter.to));
  return query;
}

export async function countAudit(db: Db, filter: AuditFilter = {}): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Newest first, on audit_log(created_at, id). */
export function pageOfAudit(db: Db, limit: number, offset: number, filter: AuditFilter = {}) {
  return filtered(db, filter)
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
      'u.email as actor_email',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export type AuditRow = Awaited<ReturnType<typeof pageOfAudit>>[number];
