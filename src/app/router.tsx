import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from '../components/layout/Layout';
import { ProtectedRoute } from '../components/guards/ProtectedRoute';
import { AdminRoute } from '../components/guards/AdminRoute';
import { PageLoader } from '../components/PageLoader';
import { NotFoundPage } from '../components/NotFoundPage';
import BrowsePage from '../features/items/browse/BrowsePage';
import { OverviewStatsEarly } from '../features/admin/OverviewStatsEarly';

// `/` (the landing page, imported above) ships with the app shell, so its first load is one
// round of requests; every other page is its own chunk, and the admin pages (DataGrid, Charts)
// load only for admins.
const ItemDetailsPage = lazy(() => import('../features/items/details/ItemDetailsPage'));
const CreateItemPage = lazy(() => import('../features/items/create/CreateItemPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const VerifyOtpPage = lazy(() => import('../features/auth/VerifyOtpPage'));
const DashboardPage = lazy(() => import('../features/items/dashboard/DashboardPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const ConversationsPage = lazy(() => import('../features/conversations/ConversationsPage'));
const MessagesPage = lazy(() => import('../features/conversations/MessagesPage'));
const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage'));
const AccessibilityPage = lazy(() => import('../features/accessibility/AccessibilityPage'));
const AdminPage = lazy(() => import('../features/admin/AdminPage'));
const UserDetailsPage = lazy(() => import('../features/admin/UserDetailsPage'));

const page = (element: ReactNode) => <Suspense fallback={<PageLoader />}>{element}</Suspense>;

/** docs/product.md#screens routes. Exported separately so tests can mount them in a memory router. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: page(<BrowsePage />) },
      { path: '/login', element: page(<LoginPage />) },
      { path: '/register', element: page(<RegisterPage />) },
      { path: '/verify-otp', element: page(<VerifyOtpPage />) },
      { path: '/items/:id', element: page(<ItemDetailsPage />) },
      { path: '/accessibility', element: page(<AccessibilityPage />) },
      {
        element: <ProtectedRoute />,
        children: [
          { path: '/items/create', element: page(<CreateItemPage />) },
          { path: '/dashboard', element: page(<DashboardPage />) },
          { path: '/profile', element: page(<ProfilePage />) },
          { path: '/conversations', element: page(<ConversationsPage />) },
          { path: '/messages/:conversationId', element: page(<MessagesPage />) },
          { path: '/notifications', element: page(<NotificationsPage />) },
        ],
      },
      {
        element: <AdminRoute />,
        children: [
          {
            element: <OverviewStatsEarly />,
            children: [
              { path: '/admin', element: page(<AdminPage />) },
              { path: '/users/:id', element: page(<UserDetailsPage />) },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
