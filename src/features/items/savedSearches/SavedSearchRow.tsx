import { Box, Button, Chip, ListItem, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { formatDate } from '../../../app/dates';
import { StatusChip } from '../../../components/StatusChip';
import { useListPlacesQuery, type SavedSearch } from '../../../api/enhancedApi';
import { POSTED_WITHIN_LABELS } from '../browse/browseFilters';
import { describeSavedSearch } from './savedSearch';

type Props = { savedSearch: SavedSearch; onDelete: () => void; deleting: boolean };

/** One saved search: its words, filters and date, and Delete. */
export function SavedSearchRow({ savedSearch, onDelete, deleting }: Props) {
  const { search, status, category, place, postedWithin, createdAt } = savedSearch;
  const places = useListPlacesQuery(undefined, { skip: !place });
  const placeName = places.data?.places.find((p) => p._id === place)?.name;
  return (
    <ListItem
      divider
      sx={{
        gap: 2,
        px: 0,
        py: 1.5,
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '&:last-of-type': { borderBottom: 0, pb: 0 },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography
            variant="subtitle1"
            component="span"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            color={search ? 'text.primary' : 'text.secondary'}
          >
            {search || 'Any words'}
          </Typography>
          {status && <StatusChip status={status} />}
          {category && <Chip size="small" variant="outlined" label={category.name} />}
          {place && <Chip size="small" variant="outlined" label={placeName ?? 'A campus place'} />}
          {postedWithin && (
            <Chip size="small" variant="outlined" label={POSTED_WITHIN_LABELS[postedWithin]} />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Saved {formatDate(createdAt)}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        color="error"
        size="small"
        startIcon={<DeleteIcon />}
        onClick={onDelete}
        aria-disabled={deleting || undefined}
        aria-label={`Delete saved search ${describeSavedSearch(savedSearch)}`}
        data-saved-search-delete
      >
        Delete
      </Button>
    </ListItem>
  );
}
