import { downloadFile } from '../../../app/fileDownloads';
import type { OfficeImport } from '../../../api/enhancedApi';

/**
 * Downloads an import's report (getImportReport, CSV): before it runs what would happen, after
 * it what did. A file, fetched with the session token like the audit log's CSV
 * (docs/architecture.md#client-src).
 */
export function downloadImportReport(imp: OfficeImport, token: string | null): Promise<void> {
  const stem = imp.fileName.replace(/\.[^.]*$/, '') || 'import';
  return downloadFile(
    {
      path: `/office/imports/${encodeURIComponent(imp.id)}/report`,
      accept: 'text/csv, application/json',
    },
    token,
    'The report could not be made',
    `${stem}-${imp.status === 'draft' ? 'preview' : 'report'}.csv`,
  );
}
