import { useCallback, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button } from '@mui/material';
import { PageHeading } from '../../../components/layout/PageHeading';
import { ImportSession } from './ImportSession';
import { RecentImports } from './RecentImports';
import { UploadStep } from './UploadStep';
import type { ImportPreview } from '../../../api/enhancedApi';

/**
 * `/office/import` (keepers and admins; docs/product.md#importing-the-offices-log): the office's
 * log, a spreadsheet, becomes items in steps: upload, map the columns, preview, import. The
 * import being worked on is in the URL (`?import=<id>`), so a reload comes back to it.
 */
export default function ImportPage() {
  const [params, setParams] = useSearchParams();
  const importId = params.get('import');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const onPreview = useCallback((next: ImportPreview) => setPreview(next), []);
  const startOver = () => {
    setPreview(null);
    setParams({});
  };

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeading
        title="Import a spreadsheet"
        subtitle="Bring the office's log of found items into the portal."
        actions={
          <Button component={RouterLink} to="/office">
            Back to the office
          </Button>
        }
      />
      {importId ? (
        <ImportSession
          key={importId}
          importId={importId}
          preview={preview?.import.id === importId ? preview : null}
          onPreview={onPreview}
          onStartOver={startOver}
        />
      ) : (
        <>
          <UploadStep
            onUploaded={(next) => {
              setPreview(next);
              setParams({ import: next.import.id });
            }}
          />
          <RecentImports />
        </>
      )}
    </Box>
  );
}
