import { conflict } from '../../errors';
import { newId, nowIso } from '../../lib/ids';
import { recordAudit } from '../audit';
import { toCategoryDto } from './categoryDto';
import { DUPLICATE, cleanName, uniqueNameWrite } from './categoryRules';
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
  await uniqueNameWrite(() =>
    ctx.db.transaction().execute(async (trx) => {
      await repo.insert(trx, row);
      await recordAudit(trx, {
        actorId,
        action: 'category.create',
        targetType: 'category',
        targetId: row.id,
        after: {
          name: row.name,
          description: row.description,
          isActive: true,
          retentionDays: row.retention_days,
        },
      });
    }),
  );
  return { message: 'Category created successfully.', category: toCategoryDto(row) };
}
