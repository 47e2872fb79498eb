import { downloadBlob, fetchFile } from '../../../app/fileDownloads';
import { filterParams, type AuditFilters } from './auditActions';

/** Downloads the audit log under the filters as CSV (exportAuditLog), a file like a label PDF. */
export async function exportAuditCsv(filters: AuditFilters, token: string | null): Promise<void> {
  const query = new URLSearchParams(filterParams(filters) as Record<string, string>).toString();
  const response = await fetchFile(
    {
      path: `/admin/audit/export${query ? `?${query}` : ''}`,
      accept: 'text/csv, application/json',
    },
    token,
    'The export could not be made',
  );
  const csv = await response.blob();
  const url = URL.createObjectURL(csv);
  downloadBlob(csv, 'audit-log.csv', url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
