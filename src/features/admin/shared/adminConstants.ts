/** docs/product.md: admin lists are 10 a page, the user-detail items 5, search waits 300 ms. */
export const PAGE_SIZE = 10;
export const USER_ITEMS_PAGE_SIZE = 5;
export const SEARCH_DEBOUNCE_MS = 300;
/** docs/product.md: admin banners clear after 3000 ms. */
export const BANNER_MS = 3000;

/** Dates in US style (docs/product.md). */
export const usDate = (iso: string) => new Date(iso).toLocaleDateString('en-US');
export const usDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    dateStyle: 'short',
    timeStyle: 'short',
  });
