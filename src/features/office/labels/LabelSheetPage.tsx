import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentUser } from '../../../app/sessionSlice';
import { PageMessage } from '../../../components/feedback/PageMessage';
import { isLabelStaff } from './canPrintLabel';
import { MAX_LABELS_PER_SHEET } from './labelPdf';
import { LabelItemPicker } from './LabelItemPicker';
import { useLabelPdf } from './useLabelPdf';
import type { Item } from '../../../api/enhancedApi';

/** `/office/labels`: keepers and admins choose up to 24 items and print one A4 sheet of labels. */
export default function LabelSheetPage() {
  const viewer = useAppSelector(selectCurrentUser);
  const [selected, setSelected] = useState<Item[]>([]);
  const { print, isLoading, error, shown } = useLabelPdf();
  const full = selected.length >= MAX_LABELS_PER_SHEET;
  // A removed row takes its button away: focus goes to the count instead of <body>.
  const count = useRef<HTMLParagraphElement>(null);

  const heading = (
    <Typography variant="h4" component="h1" gutterBottom>
      Print Labels
    </Typography>
  );
  if (!isLabelStaff(viewer)) {
    return (
      <Box>
        {heading}
        <PageMessage text="Only keepers and admins print label sheets. The poster of an item can print its label from the item page." />
      </Box>
    );
  }

  const toggle = (item: Item, checked: boolean) =>
    setSelected((now) =>
      checked
        ? now.length < MAX_LABELS_PER_SHEET && !now.some((i) => i._id === item._id)
          ? [...now, item]
          : now
        : now.filter((i) => i._id !== item._id),
    );
  const onPrint = () => {
    if (isLoading || selected.length === 0) return;
    void print({ itemIds: selected.map((item) => item._id) }, 'labels.pdf');
  };

  return (
    <Box>
      {heading}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Choose up to {MAX_LABELS_PER_SHEET} items: they print on one A4 sheet of 3 × 8 labels (70 ×
        37 mm), each with the item&apos;s title, reference and a QR code that opens its page.
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: 2, flex: 2, width: '100%' }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Items
          </Typography>
          <LabelItemPicker selected={selected} full={full} onToggle={toggle} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, flex: 1, width: '100%' }}>
          <Typography variant="h6" component="h2" gutterBottom>
            On the sheet
          </Typography>
          <Typography ref={count} role="status" tabIndex={-1} sx={{ mb: 1 }}>
            {selected.length} of {MAX_LABELS_PER_SHEET} labels chosen
            {full ? ': the sheet is full.' : '.'}
          </Typography>
          {selected.length > 0 && (
            <Box component="ul" aria-label="Chosen items" sx={{ p: 0, m: 0, mb: 2 }}>
              {selected.map((item) => (
                <Stack
                  component="li"
                  key={item._id}
                  direction="row"
                  spacing={1}
                  sx={{ listStyle: 'none', alignItems: 'center' }}
                >
                  <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0 }}>
                    {item.title}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {item.reference}
                    </Typography>
                  </Typography>
                  <IconButton
                    size="small"
                    aria-label={`Remove ${item.title}`}
                    onClick={() => {
                      toggle(item, false);
                      setTimeout(() => count.current?.focus());
                    }}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Stack>
              ))}
            </Box>
          )}
          <Button
            variant="contained"
            startIcon={isLoading ? <CircularProgress size={18} aria-hidden /> : <PrintIcon />}
            onClick={onPrint}
            disabled={selected.length === 0}
            aria-busy={isLoading}
          >
            {isLoading ? 'Preparing Labels...' : 'Print Labels'}
          </Button>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {shown === 'opened' && 'The sheet opened in a new tab: print it from there.'}
            {shown === 'downloaded' && 'The sheet was downloaded: open it to print.'}
          </Typography>
          {error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              Failed to print the labels: {error}
            </Alert>
          )}
        </Paper>
      </Stack>
    </Box>
  );
}
