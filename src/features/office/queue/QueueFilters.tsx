import { Box, Chip, MenuItem, Stack, TextField } from '@mui/material';
import { SearchField } from '../../../components/form/SearchField';
import { QUEUE_VIEWS } from './queueViews';
import type { DeskDetail, QueueCounts, QueueView } from '../../../api/enhancedApi';

type Props = {
  view: QueueView;
  onView: (view: QueueView) => void;
  counts?: QueueCounts;
  desks: DeskDetail[];
  deskId: string;
  onDesk: (deskId: string) => void;
  storage: string;
  onStorage: (storage: string) => void;
  /** The search box as typed; `onFind` is Enter (a label scanner ends with it). */
  search: string;
  onSearch: (text: string) => void;
  onFind: () => void;
};

/** The search box, the views with their counts, then the desk and storage place filters. */
export function QueueFilters(p: Props) {
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Box role="search" aria-label="Find an item">
        <SearchField
          fullWidth
          label="Find an item"
          placeholder="LF-2026-00123 or words of the title"
          value={p.search}
          onChange={(event) => p.onSearch(event.target.value)}
          // Enter, not a form's submit: a scanner's Enter must not reload or leave the page.
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            p.onFind();
          }}
          helperText="Type or scan a label's reference, then Enter to open the item; or type words of its title."
        />
      </Box>
      <Stack direction="row" role="group" aria-label="Views" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {QUEUE_VIEWS.map(({ view, label, count }) => {
          const n = p.counts?.[count];
          return (
            <Chip
              key={view}
              label={n === undefined ? label : `${label} (${n})`}
              color={p.view === view ? 'primary' : 'default'}
              variant={p.view === view ? 'filled' : 'outlined'}
              aria-pressed={p.view === view}
              onClick={() => p.onView(view)}
            />
          );
        })}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label="Desk"
          // Until the desks load, a desk from the URL has no option yet.
          value={p.desks.some((d) => d._id === p.deskId) ? p.deskId : ''}
          onChange={(event) => p.onDesk(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">All desks</MenuItem>
          {p.desks.map((desk) => (
            <MenuItem key={desk._id} value={desk._id}>
              {desk.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Storage place"
          value={p.storage}
          onChange={(event) => p.onStorage(event.target.value)}
          helperText="The exact place, e.g. Shelf B3"
        />
      </Stack>
    </Stack>
  );
}
