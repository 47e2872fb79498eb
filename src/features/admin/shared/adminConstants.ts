/** docs/product.md: admin lists are 10 a page, the user-detail items 5, search waits 300 ms. */
export const PAGE_SIZE = 10;
export const USER_ITEMS_PAGE_SIZE = 5;
export const SEARCH_DEBOUNCE_MS = 300;
/** docs/product.md: admin banners clear after 3000 ms. */
export const BANNER_MS = 3000;

/** docs/product.md#formats: the portal's one date and one date-time format (src/app/dates.ts). */
export { formatDate as usDate, formatDateTime as usDateTime } from '../../../app/dates';
