import { serverMessage, errorStatus } from '../../app/apiErrors';

/** SPEC §9: admin lists are 10 a page, the user-detail items 5, search waits 300 ms. */
export const PAGE_SIZE = 10;
export const USER_ITEMS_PAGE_SIZE = 5;
export const SEARCH_DEBOUNCE_MS = 300;
/** SPEC §9: admin banners clear after 3000 ms. */
export const BANNER_MS = 3000;

/** Dates in US style (SPEC §9). */
export const usDate = (iso: string) => new Date(iso).toLocaleDateString('en-US');
export const usDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    dateStyle: 'short',
    timeStyle: 'short',
  });

/** The part after "Failed to …: ": the server's message, else what went wrong on the way. */
export function describeError(error: unknown): string {
  const message = serverMessage(error);
  if (message) return message;
  const status = errorStatus(error);
  if (status) return `request failed with status ${status}`;
  if (error && typeof error === 'object' && 'error' in error) {
    const text = (error as { error: unknown }).error;
    if (typeof text === 'string' && text) return text;
  }
  return 'network error';
}
