import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from '../components/layout/Layout';
import { ProtectedRoute } from '../components/guards/ProtectedRoute';
import { AdminRoute } from '../components/guards/AdminRoute';
import { StaffRoute } from '../components/guards/StaffRoute';
import { PageLoader } from '../components/PageLoader';
import { NotFoundPage } from '../components/NotFoundPage';
import BrowsePage from '../features/items/browse/BrowsePage';
import { OverviewStatsEarly } from '../features/admin/OverviewStatsEarly';
import { lazyPage, type LazyPage, type PageHandle } from './lazyPage';

// `/` (the landing page, imported above) ships with the app shell, so its first load is one
// round of requests; every other page is its own chunk, and the admin pages (DataGrid, Charts)
// load only for admins.
const ItemDetailsPage = lazyPage(() => import('../features/items/details/ItemDetailsPage'));
const CreateItemPage = lazyPage(() => import('../features/items/create/CreateItemPage'));
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'));
const OidcLandingPage = lazyPage(() => import('../features/auth/OidcLandingPage'));
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage'));
const VerifyOtpPage = lazyPage(() => import('../features/auth/VerifyOtpPage'));
const DashboardPage = lazyPage(() => import('../features/items/dashboard/DashboardPage'));
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage'));
const ConversationsPage = lazyPage(() => import('../features/conversations/ConversationsPage'));
const MessagesPage = lazyPage(() => import('../features/conversations/MessagesPage'));
const NotificationsPage = lazyPage(() => import('../features/notifications/NotificationsPage'));
const AccessibilityPage = lazyPage(() => import('../features/accessibility/AccessibilityPage'));
const PrivacyPage = lazyPage(() => import('../features/privacy/PrivacyPage'));
const DesksPage = lazyPage(() => import('../features/office/desks/DesksPage'));
const UnsubscribePage = lazyPage(() => import('../features/profile/UnsubscribePage'));
const AdminPage = lazyPage(() => import('../features/admin/AdminPage'));
const UserDetailsPage = lazyPage(() => import('../features/admin/UserDetailsPage'));
const LabelSheetPage = lazyPage(() => import('../features/office/labels/LabelSheetPage'));
const OfficePage = lazyPage(() => import('../features/office/queue/OfficeQueuePage'));
const IntakePage = lazyPage(() => import('../features/office/intake/IntakePage'));
const ImportPage = lazyPage(() => import('../features/office/imports/ImportPage'));
const StatsPage = lazyPage(() => import('../features/office/stats/StatsPage'));

const page = (element: ReactNode) => <Suspense fallback={<PageLoader />}>{element}</Suspense>;

/** A route to a lazy page; the page's loader rides along so the start URL's page can be fetched early. */
const pageRoute = (
  path: string,
  Page: LazyPage,
  alsoLoad?: () => Promise<unknown>,
): RouteObject => ({
  path,
  element: page(<Page />),
  handle: { load: () => Promise.all([Page.load(), alsoLoad?.()]) } satisfies PageHandle,
});

/** docs/product.md#screens routes. Exported separately so tests can mount them in a memory router. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: page(<BrowsePage />) },
      pageRoute('/login', LoginPage),
      // Where a campus sign-in (single sign-on) comes back with its one-time code.
      pageRoute('/login/oidc', OidcLandingPage),
      pageRoute('/register', RegisterPage),
      pageRoute('/verify-otp', VerifyOtpPage),
      pageRoute('/items/:id', ItemDetailsPage),
      pageRoute('/accessibility', AccessibilityPage),
      // What is stored, how long, who sees it (docs/product.md#privacy): no login.
      pageRoute('/privacy', PrivacyPage),
      // Where items are kept and collected (docs/product.md#desks): no login.
      pageRoute('/desks', DesksPage),
      // Public figures (docs/product.md#public-figures): no login.
      pageRoute('/stats', StatsPage),
      // The link in every e-mail: no login needed (the token names the user and the kind).
      pageRoute('/unsubscribe', UnsubscribePage),
      {
        element: <ProtectedRoute />,
        children: [
          pageRoute('/items/create', CreateItemPage),
          pageRoute('/dashboard', DashboardPage),
          pageRoute('/profile', ProfilePage),
          pageRoute('/conversations', ConversationsPage),
          pageRoute('/messages/:conversationId', MessagesPage),
          pageRoute('/notifications', NotificationsPage),
          pageRoute('/office/labels', LabelSheetPage),
        ],
      },
      // The keeper's queue, walk-in intake and the import of the office's log
      // (docs/product.md#desks-and-the-queue): keepers and admins.
      {
        element: (
          <StaffRoute
            title="Office"
            staffOnly="Only keepers and admins use the office. The items you posted, claimed or keep are on your dashboard."
          />
        ),
        children: [
          pageRoute('/office', OfficePage),
          pageRoute('/office/intake', IntakePage),
          pageRoute('/office/import', ImportPage),
        ],
      },
      {
        element: <AdminRoute />,
        children: [
          {
            element: <OverviewStatsEarly />,
            children: [
              // The Overview, the tab /admin opens on (AdminPage.tsx lazy-loads it too).
              pageRoute('/admin', AdminPage, () => import('../features/admin/tabs/OverviewTab')),
              pageRoute('/users/:id', UserDetailsPage),
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The router of the app. The page of the URL the app starts on is asked for before the first
 * render (its chunks are already on their way: the server names them in a modulepreload
 * header), so its code is evaluated while the shell renders instead of after the guards have
 * rendered twice (docs/deploy.md#caching-and-compression).
 */
export function createAppRouter() {
  for (const match of matchRoutes(routes, window.location) ?? []) {
    (match.route.handle as PageHandle | undefined)?.load();
  }
  return createBrowserRouter(routes);
}
