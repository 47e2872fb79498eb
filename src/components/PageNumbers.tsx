import { Box, Pagination } from '@mui/material';

/** Numbered pages under a grid of cards, shown only when there is a second page. */
export function PageNumbers({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
      <Pagination
        count={totalPages}
        page={Math.min(page, totalPages)}
        color="primary"
        onChange={(_e, next) => onChange(next)}
      />
    </Box>
  );
}
