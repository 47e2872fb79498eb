import { offsetOf, paginate } from '../../lib/pagination';
import { toCategoryDto } from './categoryDto';
import * as repo from './repository';
import type { AppContext } from '../../context';

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
