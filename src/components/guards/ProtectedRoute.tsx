import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectToken } from '../../app/sessionSlice';

/** SPEC §2: a protected page visited without a token redirects to /login. */
export function ProtectedRoute() {
  const token = useAppSelector(selectToken);
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
