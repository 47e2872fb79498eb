import { Alert, Button, Link } from '@mui/material';
import FoundIcon from '@mui/icons-material/VolunteerActivismOutlined';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { isPoster, type Viewer } from '../shared/itemPermissions';
import type { Item } from '../../../api/enhancedApi';

/** Someone else's Lost report that is still open (docs/product.md#i-found-this). */
export const offersFoundThis = (item: Item, viewer: Viewer) =>
  item.status === 'Lost' && item.isActive && !item.closedAs && !isPoster(item, viewer);

/**
 * "I found this" beside Claim Item on a Lost report: opens the post form as a Found item linked
 * to the report (docs/product.md#i-found-this). Visitors log in first, as for Claim Item.
 */
export function FoundThisButton({ item, viewer }: { item: Item; viewer: Viewer }) {
  const navigate = useNavigate();
  const location = useLocation();
  if (!offersFoundThis(item, viewer)) return null;
  const onClick = () =>
    viewer
      ? navigate(`/items/create?foundFor=${encodeURIComponent(item._id)}`)
      : navigate('/login', { state: { from: location.pathname } });
  return (
    <Button variant="contained" color="secondary" startIcon={<FoundIcon />} onClick={onClick}>
      I found this
    </Button>
  );
}

/** On a Found item posted with "I found this": the Lost report it answers, linked. */
export function FoundThisNote({ item }: { item: Item }) {
  if (!item.foundFor) return null;
  const report = item.foundFor;
  return (
    <Alert severity="info">
      Posted for lost report{' '}
      <Link component={RouterLink} to={`/items/${report._id}`}>
        {report.reference} {report.title}
      </Link>
    </Alert>
  );
}
