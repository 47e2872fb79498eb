import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Container,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useGetUserItemsQuery, useGetUserQuery } from '../../api/enhancedApi';
import { ErrorBanner } from './ErrorBanner';
import { PagedFooter } from './PagedFooter';
import { USER_ITEMS_PAGE_SIZE, describeError, usDate } from './adminConstants';
import { useErrorBanner, useQueryErrorReport } from './useErrorBanner';

/** /users/{id} (SPEC §2): a user's details and their posted items, 5 a page. */
export default function UserDetailsPage() {
  const { id = '' } = useParams();
  const [page, setPage] = useState(1);
  const { data: userData, error: userError, isLoading } = useGetUserQuery({ id });
  const { data: itemsData, error: itemsError } = useGetUserItemsQuery({
    id,
    page,
    limit: USER_ITEMS_PAGE_SIZE,
  });
  const { banner, report } = useErrorBanner();
  useQueryErrorReport(itemsError, 'Failed to load data', report);
  const user = userData?.user;
  const items = itemsData?.items ?? [];

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
      {userError ? (
        <Alert severity="error">Failed to load user: {describeError(userError)}</Alert>
      ) : null}
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
          <Typography variant="h5" component="h2">
            Posted items
          </Typography>
          {itemsData && items.length === 0 ? (
            <Typography color="text.secondary">This user has not posted any items.</Typography>
          ) : null}
          {items.length > 0 ? (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label="Posted items">
                <TableHead>
                  <TableRow>
                    <TableCell>Title</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Category</TableCell>
                    <TableCell>Location</TableCell>
                    <TableCell>Posted</TableCell>
                    <TableCell>Active</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((item) => (
                    <TableRow key={item._id}>
                      <TableCell>
                        <RouterLink to={`/items/${item._id}`}>{item.title}</RouterLink>
                      </TableCell>
                      <TableCell>{item.status}</TableCell>
                      <TableCell>{item.category.name}</TableCell>
                      <TableCell>{item.location}</TableCell>
                      <TableCell>{usDate(item.createdAt)}</TableCell>
                      <TableCell>{item.isActive ? 'Yes' : 'No'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          ) : null}
          <PagedFooter
            pagination={itemsData?.pagination}
            page={page}
            onChange={setPage}
            label="items"
          />
        </Stack>
      ) : null}
    </Container>
  );
}
