import { Stack, useMediaQuery, useTheme } from '@mui/material';
import { useListAuditLogQuery, type AuditEntry } from '../../../api/enhancedApi';
import { auditActionWords } from '../audit/auditActions';
import { AuditCards } from '../audit/AuditCards';
import { AuditFilterBar } from '../audit/AuditFilterBar';
import { AuditTarget } from '../audit/AuditTarget';
import { useAuditFilters } from '../audit/useAuditFilters';
import { ErrorBanner } from '../shared/ErrorBanner';
import { PagedFooter } from '../shared/PagedFooter';
import { PagedTable, type Column } from '../shared/PagedTable';
import { PAGE_SIZE, usDateTime } from '../shared/adminConstants';
import { useQueryErrorBanner } from '../shared/useErrorBanner';

const wrap = { overflowWrap: 'anywhere' } as const;

/**
 * Every cell wraps: a change is read in full (a release's reason, a disposal's note), never cut
 * (docs/product.md#audit-log); the action in words, the target a link to where it is.
 */
const columns: Column<AuditEntry>[] = [
  { header: 'When', cell: (entry) => usDateTime(entry.createdAt), sx: { whiteSpace: 'nowrap' } },
  { header: 'Actor', cell: (entry) => entry.actor.name, sx: wrap },
  { header: 'Action', cell: (entry) => auditActionWords(entry.action), sx: wrap },
  { header: 'Target', cell: (entry) => <AuditTarget entry={entry} />, sx: wrap },
  {
    header: 'Change',
    cell: (entry) => entry.summary,
    sx: { ...wrap, whiteSpace: 'pre-line', width: '40%' },
  },
];

/** Every admin action, newest first, filtered and exported (docs/product.md#audit-log). */
export default function AuditTab() {
  const { filters, setFilters, asked, page, setPage } = useAuditFilters();
  const { data, error, isFetching } = useListAuditLogQuery({ ...asked, page, limit: PAGE_SIZE });
  const { banner } = useQueryErrorBanner(error);
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const empty = 'No admin actions match these filters.';
  const paging = { pagination: data?.pagination, page, onChange: setPage, label: 'entries' };

  return (
    <Stack spacing={2}>
      <ErrorBanner text={banner} />
      <AuditFilterBar filters={filters} onChange={setFilters} />
      {phone && data ? (
        <>
          {data.entries.length ? <AuditCards entries={data.entries} /> : empty}
          <PagedFooter {...paging} />
        </>
      ) : (
        <PagedTable
          label="Audit log"
          rows={data?.entries}
          columns={columns}
          loading={isFetching && !data}
          loadingLabel="Loading audit log"
          emptyText={empty}
          paging={paging}
        />
      )}
    </Stack>
  );
}
