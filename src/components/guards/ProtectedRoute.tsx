import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectToken } from '../../app/sessionSlice';
import { selectRehydrated } from '../../app/persistStatus';
import { PageLoader } from '../PageLoader';

/** docs/product.md#guards: a protected page visited without a token redirects to /login. */
export function ProtectedRoute() {
  const token = useAppSelector(selectToken);
  const rehydrated = useAppSelector(selectRehydrated);
  const location = useLocation();
  // The saved token arrives a moment after the first render; do not bounce a logged-in reload.
  if (!rehydrated) return <PageLoader />;
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
