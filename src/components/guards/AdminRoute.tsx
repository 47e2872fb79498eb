import { Navigate, Outlet } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { isAdminRole, selectCurrentUser, selectToken } from '../../app/sessionSlice';
import { selectRehydrated } from '../../app/persistStatus';
import { PageLoader } from '../PageLoader';

/** docs/product.md#guards: no token → /login; no user data → /; role not admin → /. */
export function AdminRoute() {
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectCurrentUser);
  const rehydrated = useAppSelector(selectRehydrated);
  if (!rehydrated) return <PageLoader />;
  if (!token) return <Navigate to="/login" replace />;
  if (!user) return <Navigate to="/" replace />;
  if (!isAdminRole(user.role)) return <Navigate to="/" replace />;
  return <Outlet />;
}
