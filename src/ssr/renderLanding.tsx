import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { makeStore } from '../app/store';
import { routes } from '../app/router';
import { primeLandingPage } from '../features/items/browse/landingQuery';
import { api, type CampusSettings, type SearchItemsApiResponse } from '../api/enhancedApi';

/**
 * The server-side entry (vite.ssr.config.ts builds it to dist/ssr/renderLanding.cjs): the markup
 * of `/` for an anonymous visitor in the light theme, from page 1 of the items and the campus
 * settings as the API answers them. The browser hydrates it with the same tree (src/mountApp.tsx);
 * docs/architecture.md#server-rendered-landing-page.
 */
export function renderLanding(page1Json: string, campusJson?: string): string {
  const store = makeStore();
  const campus = campusJson ? (JSON.parse(campusJson) as CampusSettings) : null;
  primeLandingPage(store, JSON.parse(page1Json) as SearchItemsApiResponse, campus);
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  const html = renderToString(
    <AppProviders store={store} serverState={store.getState()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // Clears the cache's removal timers (keepUnusedDataFor), which would hold the server for a minute.
  store.dispatch(api.util.resetApiState());
  return html;
}
