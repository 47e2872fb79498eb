import type { CategoryRow } from '../../db/types';

export const toCategoryDto = (r: CategoryRow) => ({
  _id: r.id,
  name: r.name,
  description: r.description,
  isActive: Number(r.is_active) === 1,
  createdAt: r.created_at,
  retentionDays: Number(r.retention_days),
});
