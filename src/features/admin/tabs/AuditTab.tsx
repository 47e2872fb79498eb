import { useState } from 'react';
import {
  CircularProgress,
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
import { useListAuditLogQuery } from '../../../api/enhancedApi';
import { ErrorBanner } from '../ErrorBanner';
import { PagedFooter } from '../PagedFooter';
import { PAGE_SIZE, usDateTime } from '../adminConstants';
import { useErrorBanner, useQueryErrorReport } from '../useErrorBanner';

const compact = (value: object | null | undefined) => (value ? JSON.stringify(value) : '—');

/** Every admin action, newest first. */
export default function AuditTab() {
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useListAuditLogQuery({ page, limit: PAGE_SIZE });
  const { banner, report } = useErrorBanner();
  useQueryErrorReport(error, 'Failed to load data', report);
  const entries = data?.entries ?? [];

  return (
    <Stack spacing={2}>
      <ErrorBanner text={banner} />
      {isFetching && !data ? <CircularProgress aria-label="Loading audit log" /> : null}
      {data && entries.length === 0 ? (
        <Typography color="text.secondary">No admin actions recorded yet.</Typography>
      ) : null}
      {entries.length > 0 ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Audit log">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Actor</TableCell>
                <TableCell>Action</TableCell>
                <TableCell>Target</TableCell>
                <TableCell>Change</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry._id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{usDateTime(entry.createdAt)}</TableCell>
                  <TableCell>{entry.actor.name}</TableCell>
                  <TableCell>{entry.action}</TableCell>
                  <TableCell>
                    {entry.targetType} {entry.targetId}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>
                    {compact(entry.before)} → {compact(entry.after)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      <PagedFooter pagination={data?.pagination} page={page} onChange={setPage} label="entries" />
    </Stack>
  );
}
