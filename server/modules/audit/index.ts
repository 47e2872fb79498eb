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

/** An audited change to one target: the audit entry's fields but the target, named by `id`. */
export type AuditedChange = Omit<AuditInput, 'targetType' | 'targetId'> & { id: string };

/**
 * The writer of one kind of target's audited changes: each change's writes and its audit entry
 * run in one transaction, so neither is kept without the other.
 */
export const auditedWrites =
  (targetType: AuditInput['targetType']) =>
  (db: Db, { id, ...entry }: AuditedChange, write: (trx: Db) => Promise<unknown>) =>
    db.transaction().execute(async (trx) => {
      await write(trx);
      await recordAudit(trx, { ...entry, targetType, targetId: id });
    });

/**
 * The fields of `next` whose value differs from `old` (arrays and objects by value), before and
 * after: what an update's audit entry holds.
 */
export function changedFields<K extends string>(
  old: Record<K, unknown>,
  next: Record<K, unknown>,
  keys: readonly K[] = Object.keys(next) as K[],
) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of keys) {
    if (JSON.stringify(old[key]) !== JSON.stringify(next[key])) {
      [before[key], after[key]] = [old[key], next[key]];
    }
  }
  return { before, after };
}
