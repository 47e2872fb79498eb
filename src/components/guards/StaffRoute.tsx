import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser, selectToken } from '../../app/sessionSlice';
import { selectRehydrated } from '../../app/persistStatus';
import { PageLoader } from '../PageLoader';
import { isStaffRole } from './staffRole';

/** docs/product.md#guards: the office's pages. No token → /login; not a keeper or admin → /. */
export function StaffRoute() {
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectCurrentUser);
  const rehydrated = useAppSelector(selectRehydrated);
  const location = useLocation();
  if (!rehydrated) return <PageLoader />;
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (!isStaffRole(user?.role)) return <Navigate to="/" replace />;
  return <Outlet />;
}
