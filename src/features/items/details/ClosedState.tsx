import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Item } from '../../../api/enhancedApi';

/** The words of a closed Lost report's state, as the dashboard row and the item page say it. */
export function closedStateText(closedAs: NonNullable<Item['closedAs']>): string {
  if (closedAs.reason === 'no-longer-looking') return 'Closed: no longer looking';
  if (closedAs.reason === 'returned-with' && closedAs.linkedItem) {
    return `Returned with ${closedAs.linkedItem.reference} ${closedAs.linkedItem.title}`;
  }
  return 'Closed: you got it back';
}

/**
 * How a Lost report ended (docs/product.md#closing-a-lost-report): "Closed: you got it back",
 * "Closed: no longer looking", or "Returned with LF-… <title>" linking that Found item.
 */
export function ClosedState({ item }: { item: Pick<Item, 'closedAs'> }) {
  const closedAs = item.closedAs;
  if (!closedAs) return null;
  const linked = closedAs.reason === 'returned-with' ? closedAs.linkedItem : null;
  return (
    <Alert severity={closedAs.reason === 'no-longer-looking' ? 'info' : 'success'}>
      {linked ? (
        <>
          Returned with{' '}
          <Link component={RouterLink} to={`/items/${linked._id}`}>
            {linked.reference} {linked.title}
          </Link>
        </>
      ) : (
        closedStateText(closedAs)
      )}
      {closedAs.note ? ` — “${closedAs.note}”` : null}
    </Alert>
  );
}
