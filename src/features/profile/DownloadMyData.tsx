import { useState } from 'react';
import { Alert, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectToken } from '../../app/sessionSlice';
import { fetchMyData, saveFile } from './myDataExport';

/** "Download my data" on the profile (docs/product.md#privacy): the export as a JSON file. */
export function DownloadMyData() {
  const token = useAppSelector(selectToken);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    if (busy) return;
    setBusy(true);
    setSaved(null);
    setError(null);
    try {
      const file = await fetchMyData(token);
      saveFile(file);
      setSaved(file.filename);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h6" component="h2">
        Your data
      </Typography>
      <Typography color="text.secondary">
        Download everything the portal holds about you: your account, items, claims, conversations,
        notifications, saved searches and sign-ins, as one JSON file. The{' '}
        <Link component={RouterLink} to="/privacy">
          privacy notice
        </Link>{' '}
        explains what is kept, for how long, and how to ask for it to be erased.
      </Typography>
      <Button
        variant="outlined"
        startIcon={busy ? <CircularProgress size={18} aria-hidden /> : <DownloadIcon />}
        // Not disabled while it works: focus stays on it (docs/accessibility.md#route-focus-and-title).
        onClick={download}
        aria-busy={busy}
      >
        {busy ? 'Preparing your data...' : 'Download my data'}
      </Button>
      <Typography role="status" variant="body2" color="text.secondary">
        {saved && `Your data was downloaded as ${saved}.`}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ width: '100%' }}>
          Failed to download your data: {error}
        </Alert>
      )}
    </Stack>
  );
}
