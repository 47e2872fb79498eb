import { downloadFile } from '../../../app/fileDownloads';
import { filterParams, type AuditFilters } from './auditActions';

/** Downloads the audit log under the filters as CSV (exportAuditLog), a file like a label PDF. */
export function exportAuditCsv(filters: AuditFilters, token: string | null): Promise<void> {
  const query = new URLSearchParams(filterParams(filters) as Record<string, string>).toString();
  return downloadFile(
    {
      path: `/admin/audit/export${query ? `?${query}` : ''}`,
      accept: 'text/csv, application/json',
    },
    token,
    'The export could not be made',
    'audit-log.csv',
  );
}
