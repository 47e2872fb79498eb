import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Item } from '../../../api/enhancedApi';

/** A desk in one line: "Library desk · Library, ground floor · Mon–Fri 9:00–17:00". */
export const deskLine = (desk: NonNullable<Item['desk']>) =>
  [desk.name, desk.place, desk.hours].filter(Boolean).join(' · ');

/**
 * Where the owner collects the item: shown while a desk holds it, never once it is returned,
 * disposed of or inactive.
 */
export function CollectAt({ item }: { item: Item }) {
  if (!item.desk || item.status === 'Returned' || item.status === 'Lost') return null;
  if (!item.isActive || item.disposal) return null;
  return (
    <Alert severity="info" variant="outlined">
      Collect it at {deskLine(item.desk)}.{' '}
      <Link component={RouterLink} to="/desks">
        All desks
      </Link>
    </Alert>
  );
}
