import { useState } from 'react';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { useAppSelector } from '../../../app/hooks';
import { selectToken } from '../../../app/sessionSlice';
import { downloadImportReport } from './importReport';
import type { OfficeImport } from '../../../api/enhancedApi';

/** Downloads the import's report (the preview's before it runs), saying why when it cannot. */
export function ReportButton({ imp, label }: { imp: OfficeImport; label: string }) {
  const token = useAppSelector(selectToken);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onDownload = async () => {
    if (downloading) return;
    setDownloading(true);
    setError(null);
    try {
      await downloadImportReport(imp, token);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        startIcon={downloading ? <CircularProgress size={18} aria-hidden /> : <DownloadIcon />}
        onClick={() => void onDownload()}
        aria-busy={downloading}
      >
        {label}
      </Button>
      {error ? (
        <Alert severity="error" onClose={() => setError(null)}>
          Failed to download the report: {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
