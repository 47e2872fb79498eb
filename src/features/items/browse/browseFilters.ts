import { ITEM_STATUSES } from '../shared/itemStatuses';
import type { ItemStatus, PostedWithin, SearchSort } from '../../../api/enhancedApi';

/** The browse page's filters, as its URL holds them ('' is "any"; docs/product.md#browse-filters). */
export type BrowseFilters = {
  q: string;
  status: ItemStatus | '';
  category: string;
  postedWithin: PostedWithin | '';
  place: string;
  sort: SearchSort;
  page: number;
};

/** "Posted within" on a saved search's chip. */
export const POSTED_WITHIN_LABELS: Record<PostedWithin, string> = {
  week: 'Past week',
  month: 'Past month',
  term: 'This term',
};

/** "Posted within", with the screen's words ('' is "Any time"). */
export const POSTED_WITHIN_OPTIONS: ReadonlyArray<{ value: PostedWithin | ''; label: string }> = [
  { value: '', label: 'Any time' },
  ...(['week', 'month', 'term'] as const).map((value) => ({
    value,
    label: POSTED_WITHIN_LABELS[value],
  })),
];

/** "Posted within" in a sentence ("… posted this term"). */
export const POSTED_WITHIN_PHRASES: Record<PostedWithin, string> = {
  week: 'posted in the past week',
  month: 'posted in the past month',
  term: 'posted this term',
};

export const SORT_OPTIONS: ReadonlyArray<{ value: SearchSort; label: string }> = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';

/** Reads the filters from the query string; anything unknown reads as "any". */
export function readBrowseFilters(params: URLSearchParams): BrowseFilters {
  const within = POSTED_WITHIN_OPTIONS.map((o) => o.value);
  return {
    q: params.get('q') ?? '',
    status: oneOf(ITEM_STATUSES, params.get('status')),
    category: params.get('category') ?? '',
    postedWithin: oneOf(within, params.get('postedWithin')),
    place: params.get('place') ?? '',
    sort: params.get('sort') === 'oldest' ? 'oldest' : 'newest',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/** No search words and no filter (sort and page do not narrow): the whole portal's items. */
export const unfiltered = (f: BrowseFilters) =>
  !f.q.trim() && !f.status && !f.category && !f.postedWithin && !f.place;

/** The search call for these filters: defaults are left out, so `/` is the landing page's call. */
export const searchArgsOf = (f: BrowseFilters, limit: number) => ({
  page: f.page,
  limit,
  search: f.q.trim() || undefined,
  status: f.status || undefined,
  isActive: true,
  category: f.category || undefined,
  postedWithin: f.postedWithin || undefined,
  place: f.place || undefined,
  sort: f.sort === 'newest' ? undefined : f.sort,
});
