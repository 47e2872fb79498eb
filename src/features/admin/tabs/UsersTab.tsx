import { Link as RouterLink } from 'react-router-dom';
import { Button, Chip, Stack, Tooltip } from '@mui/material';
import {
  useListUsersQuery,
  useToggleUserActiveMutation,
  type User,
} from '../../../api/enhancedApi';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentUser } from '../../../app/sessionSlice';
import { AdminDataGrid, type GridTabProps } from '../shared/AdminDataGrid';
import { ActivationSwitch, useActivationToggle } from '../shared/ActivationToggle';
import { ErrorBanner } from '../shared/ErrorBanner';
import { usDate } from '../shared/adminConstants';
import { useQueryErrorBanner } from '../shared/useErrorBanner';
import { useServerGrid } from '../shared/useServerGrid';
import type { GridColDef } from '@mui/x-data-grid';

const SORTABLE = ['name', 'email', 'createdAt'] as const;

/** docs/product.md#admin-console: list, search and sort users; toggle activation (confirmed; never one's own). */
export default function UsersTab({ disableVirtualization }: GridTabProps) {
  const me = useAppSelector(selectCurrentUser);
  const { params, gridProps, searchInput, setSearchInput } = useServerGrid(SORTABLE);
  const { data, error, isFetching } = useListUsersQuery(params);
  const [toggle, { isLoading: toggling }] = useToggleUserActiveMutation();
  const { banner, report } = useQueryErrorBanner(error, 'load users');
  const activation = useActivationToggle<User>({
    toggle,
    noun: 'user',
    consequence: (user) =>
      `${user.name} (${user.email}) will be ${
        user.isActive ? 'deactivated and signed out' : 'activated'
      }.`,
    report,
  });

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
          <ActivationSwitch
            checked={row.isActive}
            name={row.name}
            disabled={own || toggling}
            onToggle={() => activation.ask(row)}
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
      {activation.dialog}
    </Stack>
  );
}
