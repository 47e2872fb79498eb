import type { IndexedItem } from '../modules/search/searchIndex/matchIndex';

/** An item as the index reads it, for the index's tests: item `n` is the n-th in search order. */
export const indexedItem = (
  n: number,
  title: string,
  o: Partial<IndexedItem> = {},
): IndexedItem => ({
  id: `id${n}`,
  key: n,
  order: String(n).padStart(8, '0'),
  status: 'Lost',
  active: true,
  title,
  rest: '',
  categoryId: 'cat',
  location: 'Library',
  postedAt: `2026-01-01T00:00:${String(n).padStart(2, '0')}.000Z`,
  ...o,
});
