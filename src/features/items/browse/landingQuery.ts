import {
  api,
  type CampusSettings,
  type SearchItemsApiArg,
  type SearchItemsApiResponse,
} from '../../../api/enhancedApi';
import type { AppStore } from '../../../app/store';

/** The browse page's page size; the server preloads and renders page 1 of `/` with it (BROWSE_FIRST_PAGE in server/http/preloadLinks.ts). */
export const BROWSE_PAGE_SIZE = 8;

/** What BrowsePage asks for on the bare `/` (no search, no filter, page 1). */
export const LANDING_QUERY_ARGS: SearchItemsApiArg = {
  page: 1,
  limit: BROWSE_PAGE_SIZE,
  search: undefined,
  status: undefined,
  isActive: true,
};

/**
 * Puts page 1 of `/` (the API's JSON, as the server rendered it) into the RTK Query cache, so the
 * browse page renders it at once, and the campus settings the server named the campus with, so
 * the title, bar and footer render as the server did (docs/architecture.md#server-rendered-landing-page).
 */
export function primeLandingPage(
  store: AppStore,
  page1: SearchItemsApiResponse,
  campus: CampusSettings | null = null,
): void {
  store.dispatch(
    api.util.upsertQueryEntries([
      { endpointName: 'searchItems', arg: LANDING_QUERY_ARGS, value: page1 },
      ...(campus
        ? [{ endpointName: 'getCampusSettings' as const, arg: undefined, value: campus }]
        : []),
    ]),
  );
}
