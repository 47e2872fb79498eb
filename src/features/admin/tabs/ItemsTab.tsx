import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Chip, Link, Stack } from '@mui/material';
import {
  useListAdminItemsQuery,
  useToggleItemActiveMutation,
  type Item,
  type ItemStatus,
} from '../../../api/enhancedApi';
import { AdminDataGrid, type GridTabProps } from '../shared/AdminDataGrid';
import { AssignKeeperDialog } from '../AssignKeeperDialog';
import { ActivationSwitch, useActivationToggle } from '../shared/ActivationToggle';
import { ErrorBanner } from '../shared/ErrorBanner';
import { usDate } from '../shared/adminConstants';
import { useQueryErrorBanner } from '../shared/useErrorBanner';
import { useServerGrid } from '../shared/useServerGrid';
import type { GridColDef } from '@mui/x-data-grid';

const SORTABLE = ['title', 'status', 'createdAt'] as const;

const STATUS_COLOR: Record<ItemStatus, 'error' | 'success' | 'warning' | 'info'> = {
  Lost: 'error',
  Found: 'success',
  Claimed: 'warning',
  Returned: 'info',
};

/** docs/product.md#admin-console: every item, active or not; toggle activation (confirmed) and assign a keeper. */
export default function ItemsTab({ disableVirtualization }: GridTabProps) {
  const { params, gridProps, searchInput, setSearchInput } = useServerGrid(SORTABLE);
  const { data, error, isFetching } = useListAdminItemsQuery(params);
  const [toggle, { isLoading: toggling }] = useToggleItemActiveMutation();
  const [assigning, setAssigning] = useState<Item | null>(null);
  const { banner, report } = useQueryErrorBanner(error);
  const activation = useActivationToggle<Item>({
    toggle,
    noun: 'item',
    consequence: (item) =>
      `"${item.title}" will be ${item.isActive ? 'hidden from the public listing' : 'visible again'}.`,
    report,
  });

  const columns: GridColDef<Item>[] = [
    {
      field: 'title',
      headerName: 'Title',
      flex: 1.2,
      minWidth: 170,
      // The title opens the item's page (docs/product.md#admin-console).
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/items/${row._id}`} noWrap>
          {row.title}
        </Link>
      ),
    },
    // The office's reference, which the search finds exactly (docs/product.md#references-storage-and-custody).
    { field: 'reference', headerName: 'Reference', width: 140, sortable: false },
    {
      field: 'status',
      headerName: 'Status',
      width: 110,
      renderCell: ({ row }) => (
        <Chip size="small" variant="outlined" label={row.status} color={STATUS_COLOR[row.status]} />
      ),
    },
    {
      field: 'category',
      headerName: 'Category',
      width: 130,
      sortable: false,
      valueGetter: (_value, row) => row.category.name,
    },
    {
      field: 'postedBy',
      headerName: 'Posted by',
      flex: 1,
      minWidth: 140,
      sortable: false,
      valueGetter: (_value, row) => row.postedBy.name,
    },
    {
      field: 'keeperName',
      headerName: 'Keeper',
      flex: 1,
      minWidth: 140,
      sortable: false,
      valueGetter: (_value, row) => row.keeperName ?? 'Not Assigned',
    },
    {
      field: 'isActive',
      headerName: 'Active',
      width: 90,
      sortable: false,
      valueFormatter: (value: boolean) => (value ? 'Yes' : 'No'),
      renderCell: ({ row }) => (
        <ActivationSwitch
          checked={row.isActive}
          name={row.title}
          disabled={toggling}
          onToggle={() => activation.ask(row)}
        />
      ),
    },
    {
      field: 'createdAt',
      headerName: 'Created',
      width: 110,
      valueFormatter: (value: string) => usDate(value),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 140,
      sortable: false,
      disableExport: true,
      renderCell: ({ row }) => (
        <Button
          size="small"
          onClick={() => setAssigning(row)}
          aria-label={`Assign keeper to ${row.title}`}
        >
          Assign keeper
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <ErrorBanner text={banner} />
      <AdminDataGrid<Item>
        {...gridProps}
        search={{
          label: 'Search items',
          placeholder: 'Reference, title, description, location or category',
          value: searchInput,
          onChange: setSearchInput,
        }}
        exportName="items"
        aria-label="Items"
        rows={data?.items ?? []}
        columns={columns}
        rowCount={data?.pagination.totalResults ?? 0}
        loading={isFetching}
        disableVirtualization={disableVirtualization}
      />
      {activation.dialog}
      {assigning ? (
        <AssignKeeperDialog item={assigning} onClose={() => setAssigning(null)} />
      ) : null}
    </Stack>
  );
}
