import { useListCategoriesQuery } from '../../../api/enhancedApi';

/**
 * The category select's names (create and edit): the active categories, plus the item's own
 * when it is not listed (a deactivated category, or the list still loading), so editing keeps
 * it. Undefined when the list failed to load: the category becomes free text rather than
 * blocking the form.
 * docs/product.md: the category is sent as its name text, whichever way it is picked.
 */
export function useCategoryOptions(current?: string): string[] | undefined {
  const categories = useListCategoriesQuery();
  if (categories.isError) return undefined;
  const names = (categories.data?.categories ?? []).map((c) => c.name);
  // While the list loads the item's own category is the only option, so the select shows it
  // (a value among no options is out of range).
  return current && !names.includes(current) ? [current, ...names] : names;
}
