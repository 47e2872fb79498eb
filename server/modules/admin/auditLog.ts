import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { offsetOf, paginate } from '../../lib/pagination';
import { toCount } from './query';

export async function countAudit(db: Db): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

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

const parse = (json: string | null): Record<string, unknown> | null => {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

export async function listAuditLog(ctx: AppContext, page: number, limit: number) {
  const [total, rows] = await Promise.all([
    countAudit(ctx.db),
    pageOfAudit(ctx.db, limit, offsetOf(page, limit)),
  ]);
  return {
    entries: rows.map((r) => ({
      _id: r.id,
      actor: { _id: r.actor_id, name: r.actor_name },
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      before: parse(r.before_json),
      after: parse(r.after_json),
      createdAt: r.created_at,
    })),
    pagination: paginate(page, limit, total),
  };
}
