import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Chip, Link, Stack, useMediaQuery, useTheme } from '@mui/material';
import {
  useListAdminItemsQuery,
  useToggleItemActiveMutation,
  type Item,
} from '../../../api/enhancedApi';
import { AdminDataGrid, type GridTabProps } from '../shared/AdminDataGrid';
import { AssignKeeperButton, AssignKeeperDialog } from '../AssignKeeperDialog';
import { ActivationSwitch, useActivationToggle } from '../shared/ActivationToggle';
import { ErrorBanner } from '../shared/ErrorBanner';
import { usDate } from '../shared/adminConstants';
import { useQueryErrorBanner } from '../shared/useErrorBanner';
import { useServerGrid } from '../shared/useServerGrid';
import { ItemCards, STATUS_COLOR } from './ItemCards';
import type { GridColDef } from '@mui/x-data-grid';

const SORTABLE = ['title', 'status', 'createdAt'] as const;

/** docs/product.md#admin-console: every item, active or not; toggle activation (confirmed) and assign a keeper. */
export default function ItemsTab({ disableVirtualization }: GridTabProps) {
  const { params, gridProps, searchBox, cardPaging } = useServerGrid(SORTABLE);
  const { data, error, isFetching } = useListAdminItemsQuery(params);
  const [toggle, { isLoading: toggling }] = useToggleItemActiveMutation();
  const [assigning, setAssigning] = useState<Item | null>(null);
  // Nine columns need a wide screen; narrower ones get one card per item (docs/accessibility.md).
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
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
      flex: 1.4,
      minWidth: 170,
      // The title opens the item's page (docs/product.md#admin-console).
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/items/${row._id}`} sx={{ overflowWrap: 'anywhere' }}>
          {row.title}
        </Link>
      ),
    },
    // The office's reference, which the search finds exactly (docs/product.md#references-storage-and-custody).
    { field: 'reference', headerName: 'Reference', width: 128, sortable: false },
    {
      field: 'status',
      headerName: 'Status',
      width: 104,
      renderCell: ({ row }) => (
        <Chip size="small" variant="outlined" label={row.status} color={STATUS_COLOR[row.status]} />
      ),
    },
    {
      field: 'category',
      headerName: 'Category',
      width: 116,
      sortable: false,
      valueGetter: (_value, row) => row.category.name,
    },
    {
      field: 'postedBy',
      headerName: 'Posted by',
      flex: 0.8,
      minWidth: 112,
      sortable: false,
      valueGetter: (_value, row) => row.postedBy.name,
    },
    {
      field: 'keeperName',
      headerName: 'Keeper',
      flex: 0.8,
      minWidth: 112,
      sortable: false,
      valueGetter: (_value, row) => row.keeperName ?? 'Not Assigned',
    },
    {
      field: 'isActive',
      headerName: 'Active',
      width: 80,
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
      width: 104,
      valueFormatter: (value: string) => usDate(value),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 136,
      sortable: false,
      disableExport: true,
      renderCell: ({ row }) => <AssignKeeperButton item={row} onAssign={setAssigning} />,
    },
  ];

  return (
    <Stack spacing={2}>
      <ErrorBanner text={banner} />
      {phone ? (
        <ItemCards
          items={data?.items}
          pagination={data?.pagination}
          loading={isFetching}
          {...cardPaging}
          toggling={toggling}
          onToggle={activation.ask}
          onAssign={setAssigning}
        />
      ) : (
        <AdminDataGrid<Item>
          {...gridProps}
          search={{
            label: 'Search items',
            placeholder: 'Reference, title, description, location or category',
            ...searchBox,
          }}
          exportName="items"
          aria-label="Items"
          rows={data?.items ?? []}
          columns={columns}
          rowCount={data?.pagination.totalResults ?? 0}
          loading={isFetching}
          disableVirtualization={disableVirtualization}
          // Long titles wrap onto a second line rather than being cut.
          getRowHeight={() => 'auto'}
          sx={{ '& .MuiDataGrid-cell': { py: 1, display: 'flex', alignItems: 'center' } }}
        />
      )}
      {activation.dialog}
      {assigning ? (
        <AssignKeeperDialog item={assigning} onClose={() => setAssigning(null)} />
      ) : null}
    </Stack>
  );
}
