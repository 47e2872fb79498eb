import { Stack } from '@mui/material';
import { useListKeepersQuery, type Keeper } from '../../../api/enhancedApi';
import { ErrorBanner } from '../shared/ErrorBanner';
import { PagedTable, type Column } from '../shared/PagedTable';
import { usDate } from '../shared/adminConstants';
import { useQueryErrorBanner } from '../shared/useErrorBanner';

const columns: Column<Keeper>[] = [
  { header: 'Name', cell: (keeper) => keeper.name },
  { header: 'Email', cell: (keeper) => keeper.email },
  { header: 'Since', cell: (keeper) => usDate(keeper.createdAt) },
];

/** Active keepers (staff who hold items); one card per keeper on a phone. */
export default function KeepersTab() {
  const { data, error, isLoading } = useListKeepersQuery();
  const { banner } = useQueryErrorBanner(error);

  return (
    <Stack spacing={2}>
      <ErrorBanner text={banner} />
      <PagedTable
        label="Keepers"
        rows={data?.keepers}
        columns={columns}
        loading={isLoading}
        loadingLabel="Loading keepers"
        emptyText="No keepers yet."
        size="medium"
        cardsOnPhone
      />
    </Stack>
  );
}
