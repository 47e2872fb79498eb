import type { SearchItemsApiResponse } from './api/enhancedApi';

/**
 * Page 1 of `/` that the server rendered the landing page from (a JSON script it writes beside the
 * markup), when this is that page: then the app hydrates the markup instead of rendering anew
 * (docs/architecture.md#server-rendered-landing-page). Null on every other page or load.
 */
export function readLandingData(): SearchItemsApiResponse | null {
  const script = document.getElementById('landing-data');
  if (!script || window.location.pathname !== '/' || window.location.search) return null;
  try {
    return JSON.parse(script.textContent ?? '') as SearchItemsApiResponse;
  } catch {
    return null;
  }
}
