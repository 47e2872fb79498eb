import { Outlet, useLocation } from 'react-router-dom';
import { useGetDashboardStatsQuery } from '../../api/enhancedApi';
import { isOverviewUrl } from './overviewStatsListener';

/**
 * A pathless route inside the admin guard (src/app/router.tsx): it asks for the Overview's
 * numbers as soon as the guard lets an admin in, while the admin page's own chunks are still
 * being evaluated. On a slow phone that request is then no longer the last link of the first
 * load (docs/deploy.md#caching-and-compression); the page's own query shares the result. On a
 * first load the restored session has usually asked already (overviewStatsListener.ts); this
 * covers coming to `/admin` from another page of the app.
 */
export function OverviewStatsEarly() {
  useGetDashboardStatsQuery(undefined, { skip: !isOverviewUrl(useLocation()) });
  return <Outlet />;
}
