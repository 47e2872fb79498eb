import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Stack } from '@mui/material';
import { useLabelPdf } from '../labels/useLabelPdf';
import type { Item } from '../../../api/enhancedApi';

type Props = { item: Item; onAnother: () => void };

/** After a walk-in item is logged: print its label, open it, or log the next one. */
export function IntakeDone({ item, onAnother }: Props) {
  const labels = useLabelPdf();
  return (
    <Stack spacing={2}>
      <Alert severity="success">
        “{item.title}” is logged as {item.reference}. Print its label and stick it on the item.
      </Alert>
      {labels.error ? (
        <Alert severity="error" onClose={labels.clearError}>
          {labels.error}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="contained"
          disabled={labels.isLoading}
          onClick={() => void labels.print({ itemId: item._id }, `label-${item.reference}.pdf`)}
        >
          {labels.isLoading ? 'Making label…' : 'Print label'}
        </Button>
        <Button component={RouterLink} to={`/items/${item._id}`} variant="outlined">
          Open item
        </Button>
        <Button onClick={onAnother}>Log another</Button>
      </Stack>
    </Stack>
  );
}
