import { useListCategoriesQuery } from '../../../api/enhancedApi';

/**
 * The category select's names (create and edit): the active categories, plus the item's own
 * when it is no longer listed (a deactivated category), so editing keeps it. Undefined when
 * the list failed to load: the category becomes free text rather than blocking the form.
 * docs/product.md: the category is sent as its name text, whichever way it is picked.
 */
export function useCategoryOptions(current?: string): string[] | undefined {
  const categories = useListCategoriesQuery();
  if (categories.isError) return undefined;
  const names = (categories.data?.categories ?? []).map((c) => c.name);
  return current && !names.includes(current) && categories.data ? [current, ...names] : names;
}
