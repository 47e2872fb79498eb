import { useId } from 'react';
import {
  Box,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Paper,
  Skeleton,
  Typography,
} from '@mui/material';
import { useGetItemHistoryQuery, type Item, type ItemEvent } from '../../../api/enhancedApi';
import { formatDateTime } from '../../../app/dates';
import { LoadErrorAlert } from '../../../components/feedback/LoadErrorAlert';
import { canSeeHistory, type Viewer } from './custodyPermissions';
import { eventText } from './historyLabels';

export const NO_EVENTS_TEXT = 'Nothing has been recorded for this item yet.';

function Timeline({ events, labelledBy }: { events: ItemEvent[]; labelledBy: string }) {
  return (
    <List component="ol" aria-labelledby={labelledBy} disablePadding>
      {events.map((event, index) => (
        <ListItem
          key={index}
          divider={index < events.length - 1}
          disableGutters
          sx={{ alignItems: 'flex-start' }}
        >
          <ListItemText
            primary={eventText(event)}
            secondary={`${formatDateTime(event.at)}${event.actor ? ` · by ${event.actor.name}` : ''}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

function HistoryLoading() {
  return (
    <Box sx={{ py: 1 }}>
      <LinearProgress aria-label="Loading history" />
      {[0, 1, 2].map((row) => (
        <Box key={row} sx={{ py: 1 }} aria-hidden>
          <Skeleton width="45%" />
          <Skeleton width="30%" />
        </Box>
      ))}
    </Box>
  );
}

function HistoryBody({ item, headingId }: { item: Item; headingId: string }) {
  const { data, error, isLoading, isFetching, refetch } = useGetItemHistoryQuery({ id: item._id });
  if (isLoading) return <HistoryLoading />;
  if (error)
    return (
      <LoadErrorAlert
        action="load history"
        error={error}
        onRetry={() => refetch()}
        retrying={isFetching}
        gutterBottom={false}
      />
    );
  const events = data?.events ?? [];
  if (!events.length) return <Typography color="text.secondary">{NO_EVENTS_TEXT}</Typography>;
  return <Timeline events={events} labelledBy={headingId} />;
}

/**
 * The item's chain of custody, oldest first (docs/product.md#references-storage-and-custody), for
 * its poster, claimant, keeper and admins; for anyone else nothing renders and nothing is asked.
 */
export function HistoryPanel({ item, viewer }: { item: Item; viewer: Viewer }) {
  const headingId = useId();
  if (!canSeeHistory(item, viewer)) return null;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        History
      </Typography>
      <HistoryBody item={item} headingId={headingId} />
    </Paper>
  );
}
