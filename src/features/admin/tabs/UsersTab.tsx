import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Chip, Stack, Switch, Tooltip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import {
  useListUsersQuery,
  useToggleUserActiveMutation,
  type User,
} from '../../../api/enhancedApi';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentUser } from '../../../app/sessionSlice';
import { showToast } from '../../../app/toasts';
import { AdminDataGrid, type GridTabProps } from '../AdminDataGrid';
import { ConfirmDialog } from '../ConfirmDialog';
import { ErrorBanner } from '../ErrorBanner';
import { usDate } from '../adminConstants';
import { useErrorBanner, useQueryErrorReport } from '../useErrorBanner';
import { useServerGrid } from '../useServerGrid';

const SORTABLE = ['name', 'email', 'createdAt'] as const;

/** SPEC §6: list, search and sort users; toggle activation (confirmed; never one's own). */
export default function UsersTab({ disableVirtualization }: GridTabProps) {
  const me = useAppSelector(selectCurrentUser);
  const { params, gridProps, searchInput, setSearchInput } = useServerGrid(SORTABLE);
  const { data, error, isFetching } = useListUsersQuery(params);
  const [toggle, { isLoading: toggling }] = useToggleUserActiveMutation();
  const [pending, setPending] = useState<User | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { banner, report } = useErrorBanner();
  useQueryErrorReport(error, 'Failed to load users', report);

  const confirmToggle = async () => {
    if (!pending) return;
    const user = pending;
    setConfirmOpen(false);
    try {
      const result = await toggle({ id: user._id }).unwrap();
      showToast(result.message, 'success');
    } catch (err) {
      report('Failed to toggle user activation', err);
    }
  };

  const columns: GridColDef<User>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
    { field: 'email', headerName: 'Email', flex: 1.3, minWidth: 200 },
    {
      field: 'role',
      headerName: 'Role',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip size="small" label={row.role} color={row.role === 'user' ? 'default' : 'primary'} />
      ),
    },
    {
      field: 'isActive',
      headerName: 'Active',
      width: 100,
      sortable: false,
      valueFormatter: (value: boolean) => (value ? 'Yes' : 'No'),
      renderCell: ({ row }) => {
        const own = row._id === me?.id;
        const control = (
          <Switch
            checked={row.isActive}
            disabled={own || toggling}
            onChange={() => {
              setPending(row);
              setConfirmOpen(true);
            }}
            slotProps={{ input: { 'aria-label': `Toggle activation for ${row.name}` } }}
          />
        );
        return own ? (
          <Tooltip title="You cannot deactivate your own account">
            <span>{control}</span>
          </Tooltip>
        ) : (
          control
        );
      },
    },
    {
      field: 'createdAt',
      headerName: 'Joined',
      width: 120,
      valueFormatter: (value: string) => usDate(value),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 100,
      sortable: false,
      disableExport: true,
      renderCell: ({ row }) => (
        <Button size="small" component={RouterLink} to={`/users/${row._id}`}>
          View
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <ErrorBanner text={banner} />
      <AdminDataGrid<User>
        {...gridProps}
        search={{
          label: 'Search users',
          placeholder: 'Name or email',
          value: searchInput,
          onChange: setSearchInput,
        }}
        exportName="users"
        aria-label="Users"
        rows={data?.users ?? []}
        columns={columns}
        rowCount={data?.pagination.totalResults ?? 0}
        loading={isFetching}
        disableVirtualization={disableVirtualization}
      />
      <ConfirmDialog
        open={confirmOpen}
        title={pending?.isActive ? 'Deactivate user?' : 'Activate user?'}
        message={
          pending
            ? `${pending.name} (${pending.email}) will be ${
                pending.isActive ? 'deactivated and signed out' : 'activated'
              }.`
            : ''
        }
        confirmLabel={pending?.isActive ? 'Deactivate' : 'Activate'}
        onConfirm={confirmToggle}
        onCancel={() => setConfirmOpen(false)}
      />
    </Stack>
  );
}
