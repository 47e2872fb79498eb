import { Link as RouterLink } from 'react-router-dom';
import { Button, Chip, Stack, useMediaQuery, useTheme } from '@mui/material';
import {
  useListUsersQuery,
  useToggleUserActiveMutation,
  type User,
} from '../../../api/enhancedApi';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentUser } from '../../../app/sessionSlice';
import { AdminDataGrid, type GridTabProps } from '../shared/AdminDataGrid';
import { useActivationToggle } from '../shared/ActivationToggle';
import { ErrorBanner } from '../shared/ErrorBanner';
import { usDate } from '../shared/adminConstants';
import { useQueryErrorBanner } from '../shared/useErrorBanner';
import { useServerGrid } from '../shared/useServerGrid';
import { UserActiveSwitch } from './UserActiveSwitch';
import { UserCards } from './UserCards';
import type { GridColDef } from '@mui/x-data-grid';

const SORTABLE = ['name', 'email', 'createdAt'] as const;

/** docs/product.md#admin-console: list, search and sort users; toggle activation (confirmed; never one's own). */
export default function UsersTab({ disableVirtualization }: GridTabProps) {
  const me = useAppSelector(selectCurrentUser);
  const { params, gridProps, searchBox, cardPaging } = useServerGrid(SORTABLE);
  const { data, error, isFetching } = useListUsersQuery(params);
  const [toggle, { isLoading: toggling }] = useToggleUserActiveMutation();
  // Six columns need a wide screen; narrower ones get one card per user (docs/accessibility.md).
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
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
      renderCell: ({ row }) => (
        <UserActiveSwitch
          user={row}
          own={row._id === me?.id}
          disabled={toggling}
          onToggle={() => activation.ask(row)}
        />
      ),
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
      {phone ? (
        <UserCards
          users={data?.users}
          pagination={data?.pagination}
          loading={isFetching}
          {...cardPaging}
          meId={me?.id}
          toggling={toggling}
          onToggle={activation.ask}
        />
      ) : (
        <AdminDataGrid<User>
          {...gridProps}
          search={{
            label: 'Search users',
            placeholder: 'Name or email',
            ...searchBox,
          }}
          exportName="users"
          aria-label="Users"
          rows={data?.users ?? []}
          columns={columns}
          rowCount={data?.pagination.totalResults ?? 0}
          loading={isFetching}
          disableVirtualization={disableVirtualization}
        />
      )}
      {activation.dialog}
    </Stack>
  );
}
