import { Box, Chip } from '@mui/material';

/** A row's short labels as chips (a place's aliases, a desk's storage places), or "—" for none. */
export function ChipsOrDash({ labels }: { labels: string[] }) {
  if (!labels.length) return '—';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {labels.map((label) => (
        <Chip key={label} label={label} size="small" variant="outlined" />
      ))}
    </Box>
  );
}
