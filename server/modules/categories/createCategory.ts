import { conflict } from '../../errors';
import { newId, nowIso } from '../../lib/ids';
import { toCategoryDto } from './categoryDto';
import { DUPLICATE, cleanName, uniqueNameWrite, writeCategory } from './categoryRules';
import * as repo from './repository';
import type { CategoryRow } from '../../db/types';
import type { AppContext } from '../../context';

export async function createCategory(
  ctx: AppContext,
  actorId: string,
  body: { name: string; description?: string; retentionDays?: number },
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
    // Unclaimed Found items in it are due for disposal after this many days (docs/product.md#retention).
    retention_days: body.retentionDays ?? 90,
  };
  if (await repo.findByKey(ctx.db, row.name_key)) throw conflict(DUPLICATE);
  const after = {
    name: row.name,
    description: row.description,
    isActive: true,
    retentionDays: row.retention_days,
  };
  await uniqueNameWrite(() =>
    writeCategory(ctx.db, { actorId, action: 'category.create', id: row.id, after }, (trx) =>
      repo.insert(trx, row),
    ),
  );
  return { message: 'Category created successfully.', category: toCategoryDto(row) };
}
