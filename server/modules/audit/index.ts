import { newId, nowIso } from '../../lib/ids';
import { insertAudit } from './repository';
import type { Db } from '../../db';

export { countAudit, pageOfAudit, type AuditFilter, type AuditRow } from './repository';
export { auditTargetNames, type AuditTargetNames } from './targetsRepository';

export type AuditInput = {
  actorId: string;
  action: string;
  targetType: 'user' | 'item' | 'category' | 'place' | 'account' | 'desk' | 'settings';
  targetId: string;
  /** Only the changed fields, before and after. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Every admin action writes one row; pass the transaction when the change runs in one. */
export async function recordAudit(db: Db, input: AuditInput): Promise<void> {
  await insertAudit(db, {
    id: newId(),
    actor_id: input.actorId,
    action: input.action,
    target_type: input.targetType,
    target_id: input.targetId,
    before_json: input.before ? JSON.stringify(input.before) : null,
    after_json: input.after ? JSON.stringify(input.after) : null,
    created_at: nowIso(),
  });
}
