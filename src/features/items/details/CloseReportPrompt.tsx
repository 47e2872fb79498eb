import { useState } from 'react';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  useCloseLostReportMutation,
  useGetClosePromptQuery,
  type ClosePrompt,
  type Item,
} from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { isPoster, type Viewer } from '../shared/itemPermissions';
import { canCloseReport } from './CloseReportDialog';

/** At most this many rows: a student with more open reports closes the rest by hand. */
const MAX_ROWS = 3;
const dismissedKey = (foundId: string) => `lostfound.closePrompt.${foundId}`;

/** "Once": a dismissal is remembered per Found item, in this browser. */
function isDismissed(foundId: string): boolean {
  try {
    return localStorage.getItem(dismissedKey(foundId)) === '1';
  } catch {
    return false;
  }
}
function markDismissed(foundIds: string[]): void {
  try {
    for (const id of foundIds) localStorage.setItem(dismissedKey(id), '1');
  } catch {
    // Private mode: dismissed until the page reloads.
  }
}

/** A Found item handed over to the viewer, who did not post it. */
const handedOverTo = (item: Item, viewer: Viewer) =>
  !!viewer &&
  item.status === 'Returned' &&
  item.claimedById === viewer.id &&
  !isPoster(item, viewer);

/** One question: a report of the viewer's and a Found item handed over to them. */
type Row = ClosePrompt['pairs'][number];

type RowsProps = { rows: Row[]; namesFound: boolean; onDismiss: () => void };

function PromptRows({ rows, namesFound, onDismiss }: RowsProps) {
  const [close, { isLoading }] = useCloseLostReportMutation();
  const closeIt = async ({ report, found }: Row) => {
    try {
      await close({
        id: report._id,
        body: { reason: 'got-it-back', returnedWith: found._id },
      }).unwrap();
      showToast('Lost report closed.', 'success');
    } catch {
      showToast('Failed to close the report.', 'error');
    }
  };
  return (
    <Alert severity="info" component="section" role="region" aria-label="Close your lost report">
      <Stack spacing={1}>
        {rows.map((row) => (
          <Stack
            key={`${row.report._id}:${row.found._id}`}
            direction="row"
            sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
          >
            <Typography variant="body2">
              Was this your lost report{' '}
              <Link component={RouterLink} to={`/items/${row.report._id}`}>
                {row.report.reference}
              </Link>{' '}
              “{row.report.title}”
              {namesFound ? ` (you got ${row.found.reference} “${row.found.title}”)` : ''}?
            </Typography>
            <Button
              size="small"
              variant="contained"
              disabled={isLoading}
              onClick={() => void closeIt(row)}
              aria-label={`Close it: ${row.report.reference}`}
            >
              Close it
            </Button>
          </Stack>
        ))}
        <Button size="small" onClick={onDismiss} sx={{ alignSelf: 'flex-start' }}>
          No, keep my reports open
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * Asked once (docs/product.md#closing-a-lost-report): after a hand-over, the claimant's open Lost
 * reports that it did not close itself ("Was this your lost report LF-…? Close it"), on the Found
 * item's page; and on the claimant's own open Lost report, the Found items handed over to them.
 * Only the pairs that could be one another, as the server picks them (matched, or of one category
 * with the report posted before the return); with none, nothing is asked.
 */
export function CloseReportPrompt({ item, viewer }: { item: Item; viewer: Viewer }) {
  const [dismissals, setDismissals] = useState(0);
  const onFound = handedOverTo(item, viewer);
  const asked = onFound || canCloseReport(item, viewer);
  const { data } = useGetClosePromptQuery({ id: item._id }, { skip: !asked });
  const rows = asked ? (data?.pairs ?? []) : [];
  const shown = rows.filter((r) => !isDismissed(r.found._id)).slice(0, MAX_ROWS);
  if (!shown.length) return null;
  return (
    <PromptRows
      key={dismissals}
      rows={shown}
      namesFound={!onFound}
      onDismiss={() => {
        markDismissed(shown.map((r) => r.found._id));
        setDismissals((n) => n + 1);
      }}
    />
  );
}
