import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { AuditEntry } from '../../../api/enhancedApi';

/** What the log says for a target that no longer exists (docs/product.md#audit-log). */
const GONE = '(deleted)';

/**
 * Where a target is looked at (docs/product.md#audit-log): an item's page, a user's page, or the
 * console tab that lists categories, places, desks and the campus settings; null for a target
 * that is gone or a kind with no page.
 */
export function auditTargetPath(
  entry: Pick<AuditEntry, 'targetType' | 'targetId' | 'targetLabel'>,
) {
  if (entry.targetLabel === GONE) return null;
  const id = encodeURIComponent(entry.targetId);
  switch (entry.targetType) {
    case 'item':
      return `/items/${id}`;
    case 'user':
    case 'account':
      return `/users/${id}`;
    case 'category':
      return '/admin?tab=categories';
    case 'place':
      return '/admin?tab=places';
    case 'desk':
    case 'settings':
      return '/admin?tab=desks';
    default:
      return null;
  }
}

/** The target as people name it, a link to where it is when it still exists. */
export function AuditTarget({ entry }: { entry: AuditEntry }) {
  const to = auditTargetPath(entry);
  return to ? (
    <Link component={RouterLink} to={to}>
      {entry.targetLabel}
    </Link>
  ) : (
    <>{entry.targetLabel}</>
  );
}
