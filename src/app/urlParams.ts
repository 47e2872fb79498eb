/*
 * Filters kept in a page's query string (the browse page, the office queue): a value at its
 * default leaves the URL, and a changed filter goes back to page 1 (page 1 is no `page` either).
 */

/** The query string with these filters set, defaults and empty values removed, page 1. */
export function withFilters(
  prev: URLSearchParams,
  changes: Record<string, string | undefined>,
  isDefault: (key: string, value: string) => boolean = () => false,
): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [key, value] of Object.entries(changes)) {
    if (value && !isDefault(key, value)) next.set(key, value);
    else next.delete(key);
  }
  next.delete('page');
  return next;
}

/** The query string on another page. */
export function withPage(prev: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(prev);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
