import { offsetOf, paginate } from '../../lib/pagination';
import {
  auditTargetNames,
  countAudit,
  pageOfAudit,
  type AuditFilter,
  type AuditRow,
} from '../audit';
import { formatReference } from '../items';
import { auditSummary, userIdsIn, type Change } from './auditSummary';
import type { AppContext } from '../../context';

const parse = (json: string | null): Change => {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

const GONE = '(deleted)';

/**
 * A page of rows as the contract's AuditEntry, with the target's label and the change in a
 * sentence (docs/product.md#audit-log); names come from one lookup per kind of target.
 */
export async function auditEntries(ctx: AppContext, rows: AuditRow[]) {
  const changes = rows.map((r) => ({ before: parse(r.before_json), after: parse(r.after_json) }));
  const named = changes.flatMap((c) =>
    userIdsIn(c.before, c.after).map((id) => ({ type: 'user', id })),
  );
  const names = await auditTargetNames(ctx.db, [
    ...rows.map((r) => ({ type: r.target_type, id: r.target_id })),
    ...named,
  ]);
  const userName = (id: string) => names.users.get(id)?.name;
  return rows.map((r, i) => {
    const { before, after } = changes[i]!;
    const item = r.target_type === 'item' ? names.items.get(r.target_id) : undefined;
    const reference = item ? formatReference(item.refNo, item.createdAt) : null;
    const targetLabel = labelOf(r, names, reference);
    const targetName = targetLabel === GONE ? r.target_type : targetLabel;
    return {
      _id: r.id,
      actor: { _id: r.actor_id, name: r.actor_name },
      actorEmail: r.actor_email,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      targetLabel,
      reference,
      summary: auditSummary(r.action, before, after, { targetName, userName }),
      before,
      after,
      createdAt: r.created_at,
    };
  });
}

function labelOf(
  r: AuditRow,
  names: Awaited<ReturnType<typeof auditTargetNames>>,
  reference: string | null,
): string {
  if (r.target_type === 'user' || r.target_type === 'account') {
    const user = names.users.get(r.target_id);
    return user ? `${user.name} <${user.email}>` : GONE;
  }
  if (r.target_type === 'item') {
    const item = names.items.get(r.target_id);
    return item ? `${item.title} (${reference})` : GONE;
  }
  if (r.target_type === 'settings') return 'Campus settings';
  return names.named.get(r.target_id) ?? (isNamedType(r.target_type) ? GONE : r.target_id);
}

const isNamedType = (type: string) => ['category', 'place', 'desk'].includes(type);

export async function listAuditLog(
  ctx: AppContext,
  page: number,
  limit: number,
  filter: AuditFilter = {},
) {
  const [total, rows] = await Promise.all([
    countAudit(ctx.db, filter),
    pageOfAudit(ctx.db, limit, offsetOf(page, limit), filter),
  ]);
  // The actor's address and the item's reference are the CSV's own columns (auditCsv.ts), not
  // the contract's AuditEntry: left out here rather than dropped unseen by the serializer.
  const entries = (await auditEntries(ctx, rows)).map(
    ({ actorEmail: _email, reference: _reference, ...entry }) => entry,
  );
  return { entries, pagination: paginate(page, limit, total) };
}
