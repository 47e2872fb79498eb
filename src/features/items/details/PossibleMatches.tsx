import { useId, useRef, type RefObject } from 'react';
import { Box, LinearProgress, List, Skeleton } from '@mui/material';
import {
  useDismissItemMatchMutation,
  useGetItemMatchesQuery,
  type Item,
  type ItemMatch,
} from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { QueryBody } from '../../../components/feedback/QueryBody';
import { SectionPanel } from '../../../components/SectionPanel';
import { canMessageFinder, canSeeMatches, isPoster, type Viewer } from '../shared/itemPermissions';
import { useMessagePoster } from '../shared/useMessagePoster';
import { MatchRow } from './MatchRow';
import { ReportAlertMe } from './ReportAlertMe';

export const NO_MATCHES_TEXT = "No possible matches yet. We'll notify you when one turns up.";

type ListProps = {
  item: Item;
  viewer: Viewer;
  matches: ItemMatch[];
  heading: RefObject<HTMLHeadingElement | null>;
  headingId: string;
};

function MatchList({ item, viewer, matches, heading, headingId }: ListProps) {
  const [dismiss] = useDismissItemMatchMutation();
  const [messagePoster, messaging] = useMessagePoster();
  const list = useRef<HTMLUListElement>(null);

  const onNotMine = async (match: ItemMatch, index: number) => {
    // The row goes at once and its button with it: focus moves on to the next match's title
    // (else the previous one's, else the heading) rather than falling to <body>.
    const titles = list.current?.querySelectorAll<HTMLElement>('[data-match-title]');
    (titles?.[index + 1] ?? titles?.[index - 1] ?? heading.current)?.focus();
    try {
      await dismiss({ id: item._id, matchId: match.item._id }).unwrap();
      showToast('Match hidden.', 'success');
    } catch {
      // The row is back; "Failed to hide match: …" comes from the error listener.
    }
  };

  return (
    <List ref={list} aria-labelledby={headingId} disablePadding>
      {matches.map((match, index) => (
        <MatchRow
          key={match.item._id}
          match={match}
          onNotMine={() => onNotMine(match, index)}
          onMessageFinder={
            viewer && canMessageFinder(item, match.item, viewer)
              ? () => messagePoster(match.item, viewer.id)
              : undefined
          }
          messaging={messaging.isLoading}
        />
      ))}
    </List>
  );
}

function MatchesLoading() {
  return (
    <Box sx={{ py: 1 }}>
      <LinearProgress aria-label="Loading possible matches" />
      {[0, 1].map((row) => (
        <Box key={row} sx={{ display: 'flex', gap: 2, py: 2 }} aria-hidden>
          <Skeleton variant="rounded" width={72} height={72} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="50%" />
            <Skeleton width="35%" />
            <Skeleton width="70%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function MatchesPanel({ item, viewer }: { item: Item; viewer: Viewer }) {
  const query = useGetItemMatchesQuery({ id: item._id });
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const matches = query.data?.matches ?? [];
  return (
    <SectionPanel
      title="Possible matches"
      headingId={headingId}
      headingRef={heading}
      intro={
        matches.length === 0
          ? undefined
          : item.status === 'Lost'
            ? 'Found items that may be this one, best first.'
            : 'Lost reports that may be about this item, best first.'
      }
    >
      <QueryBody
        query={query}
        action="load possible matches"
        loading={<MatchesLoading />}
        isEmpty={!matches.length}
        emptyText={NO_MATCHES_TEXT}
        gutterBottom={false}
      >
        <MatchList
          item={item}
          viewer={viewer}
          matches={matches}
          heading={heading}
          headingId={headingId}
        />
      </QueryBody>
      {item.status === 'Lost' && isPoster(item, viewer) && <ReportAlertMe item={item} />}
    </SectionPanel>
  );
}

/**
 * "Possible matches" of a Lost report among Found items (or the reverse), for the poster, the
 * keeper and admins only: for anyone else nothing renders and nothing is asked of the server.
 */
export function PossibleMatches({ item, viewer }: { item: Item; viewer: Viewer }) {
  return canSeeMatches(item, viewer) ? <MatchesPanel item={item} viewer={viewer} /> : null;
}
