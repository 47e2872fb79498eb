/**
 * The first page of items the browse page (`/`, the landing page) asks for at once, with the
 * same parameters in the same order as the SPA's request (BrowsePage: page 1, 8 a page, active
 * items), so the browser's preload cache answers it.
 */
export const BROWSE_FIRST_PAGE = '/api/v1/search/items/search?page=1&limit=8&isActive=true';

/**
 * A `Link` header for the SPA page at `url`, or null: on a slow network the browser fetches the
 * page's first data and its lazy chunks while it downloads the entry, instead of after it
 * (docs/deploy.md#caching-and-compression). The data only for the bare `/` (a search in the URL
 * asks for something else); the chunks from `chunkLinks` (routeChunks.ts).
 */
export function preloadLinks(url: string, chunkLinks: (url: string) => string[]): string | null {
  const links =
    url === '/' ? [`<${BROWSE_FIRST_PAGE}>; rel=preload; as=fetch; crossorigin`] : chunkLinks(url);
  return links.length ? links.join(', ') : null;
}
