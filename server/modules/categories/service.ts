import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound, validationError } from '../../errors';
import { newId, nowIso } from '../../lib/ids';
import { offsetOf, paginate } from '../../lib/pagination';
import { recordAudit } from '../audit';
import * as repo from './repository';
import type { CategoryRow } from '../../db/types';
import type { AppContext } from '../../context';

const DUPLICATE = 'A category with this name already exists.';

export const toCategoryDto = (r: CategoryRow) => ({
  _id: r.id,
  name: r.name,
  description: r.description,
  isActive: Number(r.is_active) === 1,
  createdAt: r.created_at,
});

function cleanName(raw: string): string {
  const name = raw.trim();
  if (!name) throw validationError('name', 'Category name is required.');
  return name;
}

export async function listCategories(ctx: AppContext) {
  return { categories: (await repo.listActive(ctx.db)).map(toCategoryDto) };
}

export async function listAllCategories(ctx: AppContext, page: number, limit: number) {
  const [total, rows] = await Promise.all([
    repo.countAll(ctx.db),
    repo.pageOfAll(ctx.db, limit, offsetOf(page, limit)),
  ]);
  return { categories: rows.map(toCategoryDto), pagination: paginate(page, limit, total) };
}

/** Runs a write, turning a unique-name race into the same 409 as the up-front check. */
async function uniqueNameWrite<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE);
    throw error;
  }
}

export async function createCategory(
  ctx: AppContext,
  actorId: string,
  body: { name: string; description?: string },
) {
  const name = cleanName(body.name);
  const now = nowIso();
  const row: CategoryRow = {
    id: newId(),
    name,
    name_key: repo.nameKey(name),
    description: body.description?.trim() ?? '',
    is_active: 1,
    created_at: now,
    updated_at: now,
  };
  if (await repo.findByKey(ctx.db, row.name_key)) throw conflict(DUPLICATE);
  await uniqueNameWrite(() =>
    ctx.db.transaction().execute(async (trx) => {
      await repo.insert(trx, row);
      await recordAudit(trx, {
        actorId,
        action: 'category.create',
        targetType: 'category',
        targetId: row.id,
        after: { name: row.name, description: row.description, isActive: true },
      });
    }),
  );
  return { message: 'Category created successfully.', category: toCategoryDto(row) };
}

type Changes = { name?: string; description?: string; isActive?: boolean };

/** Applies the changed fields only, and audits exactly those. */
async function applyChanges(
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
  next.updated_at = nowIso();
  await uniqueNameWrite(() =>
    ctx.db.transaction().execute(async (trx) => {
      const { name, name_key, description, is_active, updated_at } = next;
      await repo.update(trx, id, { name, name_key, description, is_active, updated_at });
      await recordAudit(trx, {
        actorId,
        action,
        targetType: 'category',
        targetId: id,
        before,
        after,
      });
    }),
  );
  return next;
}

export async function updateCategory(ctx: AppContext, actorId: string, id: string, body: Changes) {
  const row = await applyChanges(ctx, actorId, id, 'category.update', body);
  return { message: 'Category updated successfully.', category: toCategoryDto(row) };
}

/** Deactivation only: items keep their category, and the edit form can reactivate it. */
export async function deleteCategory(ctx: AppContext, actorId: string, id: string) {
  const row = await applyChanges(ctx, actorId, id, 'category.delete', { isActive: false });
  return { message: 'Category deactivated successfully.', category: toCategoryDto(row) };
}
