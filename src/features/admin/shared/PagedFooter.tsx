import { Pagination, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { plural, singularOf } from '../../../app/plural';
import type { Pagination as PageInfo } from '../../../api/enhancedApi';

type Props = {
  pagination?: PageInfo;
  page: number;
  onChange: (page: number) => void;
  label: string;
};

/** Numbered pagination under the admin's plain tables, shown only when there is a second page. */
export function PagedFooter({ pagination, page, onChange, label }: Props) {
  // On a phone, fewer numbered buttons, so the pager fits on one line.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (!pagination) return null;
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
    >
      <Typography variant="body2" color="text.secondary">
        {plural(pagination.totalResults, singularOf(label), label)}
      </Typography>
      {pagination.totalPages > 1 ? (
        <Pagination
          count={pagination.totalPages}
          page={page}
          onChange={(_event, next) => onChange(next)}
          color="primary"
          siblingCount={phone ? 0 : 1}
          aria-label={`${label} pages`}
        />
      ) : null}
    </Stack>
  );
}
