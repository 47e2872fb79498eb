import { toCategoryDto } from './categoryDto';
import { applyChanges, type Changes } from './changeCategory';
import type { AppContext } from '../../context';

export { toCategoryDto } from './categoryDto';
export { listCategories, listAllCategories } from './listCategories';
export { createCategory } from './createCategory';

export async function updateCategory(ctx: AppContext, actorId: string, id: string, body: Changes) {
  const row = await applyChanges(ctx, actorId, id, 'category.update', body);
  return { message: 'Category updated successfully.', category: toCategoryDto(row) };
}

/** Deactivation only: items keep their category, and the edit form can reactivate it. */
export async function deleteCategory(ctx: AppContext, actorId: string, id: string) {
  const row = await applyChanges(ctx, actorId, id, 'category.delete', { isActive: false });
  return { message: 'Category deactivated successfully.', category: toCategoryDto(row) };
}
