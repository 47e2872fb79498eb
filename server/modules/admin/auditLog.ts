import { offsetOf, paginate } from '../../lib/pagination';
import { countAudit, pageOfAudit } from '../audit';
import type { AppContext } from '../../context';

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
