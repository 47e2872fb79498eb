import { useState } from 'react';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import { useEmailItemReceiptMutation, type Item } from '../../../api/enhancedApi';
import { useAppSelector } from '../../../app/hooks';
import { selectToken } from '../../../app/sessionSlice';
import { showToast } from '../../../app/toasts';
import { type Viewer } from '../shared/itemPermissions';
import { canDownloadReceipt, canEmailReceipt } from './counterPermissions';
import { downloadReceipt } from './receiptFile';

/** A Returned item's receipt: download it, or e-mail it to both sides (docs/product.md#counter-hand-over). */
export function ReceiptButtons({ item, viewer }: { item: Item; viewer: Viewer }) {
  const token = useAppSelector(selectToken);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [emailReceipt, emailState] = useEmailItemReceiptMutation();
  if (!canDownloadReceipt(item, viewer)) return null;

  const onDownload = async () => {
    if (downloading) return;
    setDownloading(true);
    setError(null);
    try {
      await downloadReceipt(item, token);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setDownloading(false);
    }
  };

  const onEmail = async () => {
    try {
      const { message } = await emailReceipt({ id: item._id }).unwrap();
      showToast(message, 'success');
    } catch {
      // "Failed to e-mail receipt: …" comes from the error listener
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={downloading ? <CircularProgress size={18} aria-hidden /> : <DownloadIcon />}
          onClick={() => void onDownload()}
          aria-busy={downloading}
        >
          Download receipt
        </Button>
        {canEmailReceipt(item, viewer) && (
          <Button
            variant="outlined"
            startIcon={<MailIcon />}
            onClick={() => void onEmail()}
            disabled={emailState.isLoading}
          >
            {emailState.isLoading ? 'Sending...' : 'E-mail receipt'}
          </Button>
        )}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ width: '100%' }}>
          Failed to download the receipt: {error}
        </Alert>
      )}
    </Stack>
  );
}
