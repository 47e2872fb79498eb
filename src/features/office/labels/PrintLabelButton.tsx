import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { canPrintLabel, type LabelViewer } from './canPrintLabel';
import { useLabelPdf } from './useLabelPdf';
import type { Item } from '../../../api/enhancedApi';

type Props = { item: Item; viewer: LabelViewer };

/** "Print Label" on the item page: the item's PDF label opens in a new tab to be printed. */
export function PrintLabelButton({ item, viewer }: Props) {
  const { print, isLoading, error, shown } = useLabelPdf();
  if (!canPrintLabel(item, viewer)) return null;

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        startIcon={isLoading ? <CircularProgress size={18} aria-hidden /> : <PrintIcon />}
        // Not disabled while it works: focus stays on it (docs/accessibility.md#route-focus-and-title).
        onClick={() => !isLoading && print({ itemId: item._id }, `label-${item.reference}.pdf`)}
        aria-busy={isLoading}
      >
        {isLoading ? 'Preparing Label...' : 'Print Label'}
      </Button>
      <Typography role="status" variant="body2" color="text.secondary">
        {shown === 'opened' && 'The label opened in a new tab: print it from there.'}
        {shown === 'downloaded' && 'The label was downloaded: open it to print.'}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ width: '100%' }}>
          Failed to print the label: {error}
        </Alert>
      )}
    </Stack>
  );
}
