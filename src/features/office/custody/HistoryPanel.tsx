import { useId } from 'react';
import { Box, LinearProgress, Link, List, ListItem, ListItemText, Skeleton } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetItemHistoryQuery, type Item, type ItemEvent } from '../../../api/enhancedApi';
import { formatDateTime } from '../../../app/dates';
import { QueryBody } from '../../../components/feedback/QueryBody';
import { SectionPanel } from '../../../components/SectionPanel';
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
            primary={
              <>
                {eventText(event)}
                {event.link && (
                  <>
                    {' · '}
                    <Link component={RouterLink} to={`/items/${event.link._id}`}>
                      {event.link.reference} {event.link.title}
                    </Link>
                  </>
                )}
              </>
            }
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
  const query = useGetItemHistoryQuery({ id: item._id });
  const events = query.data?.events ?? [];
  return (
    <QueryBody
      query={query}
      action="load history"
      loading={<HistoryLoading />}
      isEmpty={!events.length}
      emptyText={NO_EVENTS_TEXT}
      gutterBottom={false}
    >
      <Timeline events={events} labelledBy={headingId} />
    </QueryBody>
  );
}

/**
 * The item's chain of custody, oldest first (docs/product.md#references-storage-and-custody), for
 * its poster, claimant, keeper and admins; for anyone else nothing renders and nothing is asked.
 */
export function HistoryPanel({ item, viewer }: { item: Item; viewer: Viewer }) {
  const headingId = useId();
  if (!canSeeHistory(item, viewer)) return null;
  return (
    <SectionPanel title="History" headingId={headingId}>
      <HistoryBody item={item} headingId={headingId} />
    </SectionPanel>
  );
}
