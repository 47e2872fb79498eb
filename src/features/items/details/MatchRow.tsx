import { Box, Button, Chip, Link, ListItem, Stack, Typography } from '@mui/material';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../app/dates';
import { StatusChip } from '../../../components/StatusChip';
import { ItemPicture } from '../shared/ItemPicture';
import type { ItemMatch } from '../../../api/enhancedApi';

/** From this score up a match is called strong (the server scores 0..1, best first). */
const STRONG_MATCH = 0.7;

function ScoreChip({ score }: { score: number }) {
  const percent = `${Math.round(score * 100)}%`;
  return score >= STRONG_MATCH ? (
    <Chip size="small" color="primary" label={`Strong match · ${percent}`} />
  ) : (
    <Chip size="small" variant="outlined" label={`Possible match · ${percent}`} />
  );
}

type Props = {
  match: ItemMatch;
  /** "Not mine": hides this match for good. */
  onNotMine: () => void;
  /** "Message the finder", offered to a Lost report's poster on a Found match only. */
  onMessageFinder?: () => void;
  messaging?: boolean;
};

/** One possible match: picture, title (to its page), status, score, where and when, and why. */
export function MatchRow({ match, onNotMine, onMessageFinder, messaging = false }: Props) {
  const { item, reasons } = match;
  return (
    <ListItem
      divider
      sx={{
        alignItems: 'flex-start',
        gap: 2,
        py: 2,
        px: 0,
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '&:last-of-type': { borderBottom: 0, pb: 0 },
      }}
    >
      <ItemPicture
        src={item.thumbnail ?? item.image}
        alt=""
        iconSize="medium"
        sx={{ width: 72, height: 72, borderRadius: 1, flexShrink: 0 }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Link
            component={RouterLink}
            to={`/items/${item._id}`}
            variant="subtitle1"
            sx={{ fontWeight: 600 }}
            data-match-title
          >
            {item.title}
          </Link>
          <StatusChip status={item.status} />
          <ScoreChip score={match.score} />
        </Stack>
        <Stack
          direction="row"
          useFlexGap
          sx={{ color: 'text.secondary', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 0.5 }}
        >
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <PlaceIcon fontSize="small" aria-hidden />
            <Typography variant="body2">{item.location}</Typography>
          </Stack>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <EventIcon fontSize="small" aria-hidden />
            <Typography variant="body2">Posted {formatDate(item.createdAt)}</Typography>
          </Stack>
        </Stack>
        {reasons.length > 0 && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            Why: {reasons.join(', ')}
          </Typography>
        )}
      </Box>
      <Stack
        direction={{ xs: 'row', sm: 'column' }}
        useFlexGap
        sx={{ gap: 1, flexShrink: 0, alignItems: { xs: 'center', sm: 'stretch' } }}
      >
        {onMessageFinder && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<ChatIcon />}
            onClick={onMessageFinder}
            disabled={messaging}
            aria-label={`Message the finder: ${item.title}`}
          >
            Message the finder
          </Button>
        )}
        <Button
          variant="text"
          size="small"
          startIcon={<CloseIcon />}
          onClick={onNotMine}
          aria-label={`Not mine: ${item.title}`}
        >
          Not mine
        </Button>
      </Stack>
    </ListItem>
  );
}
