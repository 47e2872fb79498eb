import { useState } from 'react';
import { Alert, Button, CircularProgress, IconButton, Stack } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { useAppSelector } from '../../../app/hooks';
import { selectToken } from '../../../app/sessionSlice';
import { fetchFile } from '../../../app/fileDownloads';
import { showPdf } from '../labels/labelPdf';

/** A bulk disposal just made: its answer's words and the batch its record prints. */
export type DisposedBatch = { batchId: string; message: string };

/** The record's PDF, fetched as a file like a label (getDisposalRecord). */
export async function fetchDisposalRecord(batchId: string, token: string | null): Promise<Blob> {
  const path = `/office/disposals/${encodeURIComponent(batchId)}`;
  const response = await fetchFile(
    { path, accept: 'application/pdf, application/json' },
    token,
    'The disposal record could not be made',
  );
  return response.blob();
}

/**
 * After a bulk disposal (docs/product.md#the-keepers-queue): what went, and **Print disposal
 * record**, the batch's printable record (items, method, note, who and when). It stays until
 * dismissed, so the record can be printed after the queue has moved on.
 */
export function DisposalRecordNotice({
  batch,
  onDismiss,
}: {
  batch: DisposedBatch;
  onDismiss: () => void;
}) {
  const token = useAppSelector(selectToken);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const print = async () => {
    setBusy(true);
    setError(null);
    try {
      const day = new Date().toISOString().slice(0, 10);
      showPdf(await fetchDisposalRecord(batch.batchId, token), `disposal-record-${day}.pdf`);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      severity={error ? 'error' : 'success'}
      sx={{ mb: 2, alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
      role="status"
      action={
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Button
            color="inherit"
            size="small"
            startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <PrintIcon />}
            onClick={() => void print()}
            disabled={busy}
          >
            Print disposal record
          </Button>
          <IconButton color="inherit" size="small" aria-label="Dismiss" onClick={onDismiss}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      }
    >
      {error ?? `${batch.message} Print the record of this batch for the office's files.`}
    </Alert>
  );
}
