import { conflict, notFound } from '../../errors';
import { nowIso } from '../../lib/ids';
import { DUPLICATE, cleanName, uniqueNameWrite, writeCategory } from './categoryRules';
import * as repo from './repository';
import type { CategoryRow } from '../../db/types';
import type { AppContext } from '../../context';

export type Changes = {
  name?: string;
  description?: string;
  isActive?: boolean;
  retentionDays?: number;
};

/** Applies the changed fields only, and audits exactly those. */
export async function applyChanges(
  ctx: AppContext,
  actorId: string,
  id: string,
  action: string,
  body: Changes,
) {
  const current = await repo.findById(ctx.db, id);
  if (!current) throw notFound('Category not found.');
  const next: CategoryRow = { ...current };
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  if (body.name !== undefined && cleanName(body.name) !== current.name) {
    next.name = cleanName(body.name);
    next.name_key = repo.nameKey(next.name);
    const other = await repo.findByKey(ctx.db, next.name_key);
    if (other && other.id !== id) throw conflict(DUPLICATE);
    [before.name, after.name] = [current.name, next.name];
  }
  if (body.description !== undefined && body.description.trim() !== current.description) {
    next.description = body.description.trim();
    [before.description, after.description] = [current.description, next.description];
  }
  if (body.isActive !== undefined && body.isActive !== (Number(current.is_active) === 1)) {
    next.is_active = body.isActive ? 1 : 0;
    [before.isActive, after.isActive] = [!body.isActive, body.isActive];
  }
  if (body.retentionDays !== undefined && body.retentionDays !== Number(current.retention_days)) {
    next.retention_days = body.retentionDays;
    [before.retentionDays, after.retentionDays] = [
      Number(current.retention_days),
      body.retentionDays,
    ];
  }
  next.updated_at = nowIso();
  const { name, name_key, description, is_active, updated_at, retention_days } = next;
  await uniqueNameWrite(() =>
    writeCategory(ctx.db, { actorId, action, id, before, after }, (trx) =>
      repo.update(trx, id, {
        name,
        name_key,
        description,
        is_active,
        updated_at,
        retention_days,
      }),
    ),
  );
  return next;
}
