import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { MAX_LABELS_PER_SHEET } from '../labels/labelPdf';
import { useLabelPdf } from '../labels/useLabelPdf';

type Props = {
  selected: string[];
  onMove: () => void;
  onDispose: () => void;
  /** After a sheet was printed: the labels are recorded, the selection goes, the queue reloads. */
  onPrinted: () => void;
};

/** What the keeper can do with the selection: print labels, move, dispose of. */
export function BulkActions({ selected, onMove, onDispose, onPrinted }: Props) {
  const labels = useLabelPdf();
  const n = selected.length;
  const tooMany = n > MAX_LABELS_PER_SHEET;
  const print = async () => {
    const day = new Date().toISOString().slice(0, 10);
    // A failed sheet keeps the selection, to try again; a printed one is done with it.
    if (await labels.print({ itemIds: selected }, `labels-${day}.pdf`)) onPrinted();
  };
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} role="region" aria-label="Selection">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Typography sx={{ flexGrow: 1 }} aria-live="polite">
          {n === 0 ? 'No items selected' : `${n} ${n === 1 ? 'item' : 'items'} selected`}
        </Typography>
        <Button
          variant="outlined"
          onClick={() => void print()}
          disabled={n === 0 || tooMany || labels.isLoading}
        >
          {labels.isLoading ? 'Making labels…' : 'Print labels'}
        </Button>
        <Button variant="outlined" onClick={onMove} disabled={n === 0}>
          Move
        </Button>
        <Button variant="outlined" color="error" onClick={onDispose} disabled={n === 0}>
          Dispose
        </Button>
      </Stack>
      {tooMany ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          A sheet holds at most {MAX_LABELS_PER_SHEET} labels: select fewer to print.
        </Typography>
      ) : null}
      {labels.error ? (
        <Alert severity="error" sx={{ mt: 1 }} onClose={labels.clearError}>
          {labels.error}
        </Alert>
      ) : null}
    </Paper>
  );
}
