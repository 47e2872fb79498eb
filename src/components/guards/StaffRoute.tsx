import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser, selectToken } from '../../app/sessionSlice';
import { selectRehydrated } from '../../app/persistStatus';
import { PageLoader } from '../PageLoader';
import { PageMessage } from '../feedback/PageMessage';
import { isStaffRole } from './staffRole';

type Props = {
  /** The page's heading, kept for everyone: the tab and the route focus still name the page. */
  title: string;
  /** Why a signed-in user who is neither a keeper nor an admin cannot use it. */
  staffOnly: string;
};

/**
 * docs/product.md#guards: the office's pages. No token → /login; a signed-in user who is not a
 * keeper or admin is told why (as `/office/labels` does), not sent away without a word.
 */
export function StaffRoute({ title, staffOnly }: Props) {
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectCurrentUser);
  const rehydrated = useAppSelector(selectRehydrated);
  const location = useLocation();
  if (!rehydrated) return <PageLoader />;
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (!isStaffRole(user?.role)) {
    return (
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <PageMessage text={staffOnly} />
      </Box>
    );
  }
  return <Outlet />;
}
