import {
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Paper,
  Typography,
} from '@mui/material';
import { useListKeepersQuery } from '../../../api/enhancedApi';
import { ErrorBanner } from '../ErrorBanner';
import { usDate } from '../adminConstants';
import { useErrorBanner, useQueryErrorReport } from '../useErrorBanner';

/** Active keepers (staff who hold items). */
export default function KeepersTab() {
  const { data, error, isLoading } = useListKeepersQuery();
  const { banner, report } = useErrorBanner();
  useQueryErrorReport(error, 'Failed to load data', report);
  const keepers = data?.keepers ?? [];

  return (
    <Stack spacing={2}>
      <ErrorBanner text={banner} />
      {isLoading ? <CircularProgress aria-label="Loading keepers" /> : null}
      {data && keepers.length === 0 ? (
        <Typography color="text.secondary">No keepers yet.</Typography>
      ) : null}
      {keepers.length > 0 ? (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Keepers">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Since</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {keepers.map((keeper) => (
                <TableRow key={keeper._id}>
                  <TableCell>{keeper.name}</TableCell>
                  <TableCell>{keeper.email}</TableCell>
                  <TableCell>{usDate(keeper.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Stack>
  );
}
