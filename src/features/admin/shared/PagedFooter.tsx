import { Pagination, Stack, Typography } from '@mui/material';
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
          aria-label={`${label} pages`}
        />
      ) : null}
    </Stack>
  );
}
