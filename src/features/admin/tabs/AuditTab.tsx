import { useState } from 'react';
import { Stack } from '@mui/material';
import { useListAuditLogQuery, type AuditEntry } from '../../../api/enhancedApi';
import { ErrorBanner } from '../shared/ErrorBanner';
import { PagedTable, type Column } from '../shared/PagedTable';
import { PAGE_SIZE, usDateTime } from '../shared/adminConstants';
import { useQueryErrorBanner } from '../shared/useErrorBanner';

const compact = (value: object | null | undefined) => (value ? JSON.stringify(value) : '—');

const columns: Column<AuditEntry>[] = [
  { header: 'When', cell: (entry) => usDateTime(entry.createdAt), sx: { whiteSpace: 'nowrap' } },
  { header: 'Actor', cell: (entry) => entry.actor.name },
  { header: 'Action', cell: (entry) => entry.action },
  { header: 'Target', cell: (entry) => `${entry.targetType} ${entry.targetId}` },
  {
    header: 'Change',
    cell: (entry) => `${compact(entry.before)} → ${compact(entry.after)}`,
    sx: { fontFamily: 'monospace', fontSize: 12 },
  },
];

/** Every admin action, newest first. */
export default function AuditTab() {
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useListAuditLogQuery({ page, limit: PAGE_SIZE });
  const { banner } = useQueryErrorBanner(error);

  return (
    <Stack spacing={2}>
      <ErrorBanner text={banner} />
      <PagedTable
        label="Audit log"
        rows={data?.entries}
        columns={columns}
        loading={isFetching && !data}
        loadingLabel="Loading audit log"
        emptyText="No admin actions recorded yet."
        paging={{ pagination: data?.pagination, page, onChange: setPage, label: 'entries' }}
      />
    </Stack>
  );
}
