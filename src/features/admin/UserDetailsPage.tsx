import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Container,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useGetUserItemsQuery, useGetUserQuery, type Item } from '../../api/enhancedApi';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/sessionSlice';
import { LoadErrorAlert } from '../../components/feedback/LoadErrorAlert';
import { ErrorBanner } from './shared/ErrorBanner';
import { PagedTable, type Column } from './shared/PagedTable';
import { USER_ITEMS_PAGE_SIZE, usDate } from './shared/adminConstants';
import { useQueryErrorBanner } from './shared/useErrorBanner';
import { EraseUserButton, isErased } from './EraseUserButton';

const itemColumns: Column<Item>[] = [
  {
    header: 'Title',
    sx: { minWidth: 160 },
    cell: (item) => (
      <Link component={RouterLink} to={`/items/${item._id}`}>
        {item.title}
      </Link>
    ),
  },
  { header: 'Status', cell: (item) => item.status },
  { header: 'Category', cell: (item) => item.category.name },
  { header: 'Location', cell: (item) => item.location },
  { header: 'Posted', cell: (item) => usDate(item.createdAt), sx: { whiteSpace: 'nowrap' } },
  { header: 'Active', cell: (item) => (item.isActive ? 'Yes' : 'No') },
];

/** /users/{id} (docs/product.md#screens): a user's details and their posted items, 5 a page. */
export default function UserDetailsPage() {
  const { id = '' } = useParams();
  const [page, setPage] = useState(1);
  const { data: userData, error: userError, isLoading } = useGetUserQuery({ id });
  const { data: itemsData, error: itemsError } = useGetUserItemsQuery({
    id,
    page,
    limit: USER_ITEMS_PAGE_SIZE,
  });
  const { banner } = useQueryErrorBanner(itemsError);
  const user = userData?.user;
  const me = useAppSelector(selectCurrentUser);

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Button
        component={RouterLink}
        to="/admin?tab=users"
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2 }}
      >
        Back to Admin Dashboard
      </Button>
      <ErrorBanner text={banner} />
      {isLoading ? <CircularProgress aria-label="Loading user" /> : null}
      {userError ? <LoadErrorAlert action="load user" error={userError} /> : null}
      {user ? (
        <Stack spacing={3}>
          <Card>
            <CardContent>
              <Typography variant="h4" component="h1">
                {user.name}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ my: 1 }}>
                <Chip size="small" label={user.role} color="primary" />
                <Chip
                  size="small"
                  label={user.isActive ? 'Active' : 'Inactive'}
                  color={user.isActive ? 'success' : 'default'}
                  variant="outlined"
                />
              </Stack>
              <Typography>Email: {user.email}</Typography>
              <Typography>Role: {user.role}</Typography>
              <Typography>Joined: {usDate(user.createdAt)}</Typography>
            </CardContent>
          </Card>
          {/* docs/product.md#privacy: never on one's own account, and once is all there is. */}
          {isErased(user) ? (
            <Typography color="text.secondary">
              This account&apos;s personal data was erased.
            </Typography>
          ) : user._id !== me?.id ? (
            <EraseUserButton user={user} />
          ) : null}
          <Typography variant="h5" component="h2">
            Posted items
          </Typography>
          <PagedTable
            label="Posted items"
            rows={itemsData?.items}
            columns={itemColumns}
            loading={false}
            loadingLabel="Loading items"
            emptyText="This user has not posted any items."
            cardsOnPhone
            paging={{ pagination: itemsData?.pagination, page, onChange: setPage, label: 'items' }}
          />
        </Stack>
      ) : null}
    </Container>
  );
}
