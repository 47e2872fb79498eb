import type {
  ItemStatus,
  PostedWithin,
  SavedSearch,
  SavedSearchInput,
} from '../../../api/enhancedApi';

/** The product's texts for saved searches ("Alert me", docs/product.md#matching). */
export const SAVED_SEARCH_TEXTS = {
  saved: "Saved. We'll tell you when a new item fits this search.",
  deleted: 'Saved search deleted.',
  limit:
    'You already have 20 saved searches, the most you can keep. Delete one on your dashboard to save this search.',
  empty: 'No saved searches. Use "Alert me" on the browse page to get told about new items.',
} as const;

type Parts = {
  search: string;
  status: ItemStatus | '';
  category?: string;
  postedWithin?: PostedWithin | '';
  place?: string;
};

/**
 * What "Alert me" sends for the current search and filters, or null when there is nothing to
 * save: a time window alone would fit every new item (docs/product.md#saved-searches).
 */
export function savedSearchInput({
  search,
  status,
  category,
  postedWithin,
  place,
}: Parts): SavedSearchInput | null {
  const words = search.trim();
  if (!words && !status && !category && !place) return null;
  return {
    ...(words ? { search: words } : {}),
    ...(status ? { status } : {}),
    ...(category ? { category } : {}),
    ...(postedWithin ? { postedWithin } : {}),
    ...(place ? { place } : {}),
  };
}

/** A saved search in a few words: its words, else its status and category (else "Any item"). */
export function describeSavedSearch({ search, status, category }: SavedSearch): string {
  return search || [status, category?.name].filter(Boolean).join(', ') || 'Any item';
}
