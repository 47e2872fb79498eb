import type { CampusSettings, SearchItemsApiResponse } from './api/enhancedApi';

/** What the server rendered the landing page from: page 1 of `/` and the campus settings. */
export type LandingData = { page1: SearchItemsApiResponse; campus: CampusSettings | null };

const readJson = <T>(id: string): T | null => {
  try {
    const text = document.getElementById(id)?.textContent;
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
};

/**
 * Page 1 of `/` that the server rendered the landing page from (a JSON script it writes beside the
 * markup), and the campus settings it named the campus with (another one), when this is that
 * page: then the app hydrates the markup instead of rendering anew
 * (docs/architecture.md#server-rendered-landing-page). Null on every other page or load.
 */
export function readLandingData(): LandingData | null {
  if (window.location.pathname !== '/' || window.location.search) return null;
  const page1 = readJson<SearchItemsApiResponse>('landing-data');
  return page1 ? { page1, campus: readJson<CampusSettings>('campus-data') } : null;
}
