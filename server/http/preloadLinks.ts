/**
 * The first page of items the browse page (`/`, the landing page) asks for at once, with the
 * same parameters in the same order as the SPA's request (BrowsePage: page 1, 8 a page, active
 * items), so the browser's preload cache answers it.
 */
export const BROWSE_FIRST_PAGE = '/api/v1/search/items/search?page=1&limit=8&isActive=true';

/**
 * A `Link: rel=preload` header for the SPA page at `url`, or null: on a slow network the
 * browser fetches the page's first data while it downloads the scripts, instead of after them
 * (docs/deploy.md#caching-and-compression). Only the bare `/`: a search in the URL asks for
 * something else.
 */
export function preloadLinks(url: string): string | null {
  return url === '/' ? `<${BROWSE_FIRST_PAGE}>; rel=preload; as=fetch; crossorigin` : null;
}
