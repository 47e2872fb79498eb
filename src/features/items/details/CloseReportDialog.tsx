import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import DoneIcon from '@mui/icons-material/TaskAltOutlined';
import { useCloseLostReportMutation, type Item } from '../../../api/enhancedApi';
import { reason as errorReason } from '../../../app/errorTexts';
import { showToast } from '../../../app/toasts';
import { isPoster, type Viewer } from '../shared/itemPermissions';

type Reason = 'got-it-back' | 'no-longer-looking';
const NOTE_MAX = 500;

/** The owner's own Lost report while it is open: active, Lost, never closed. */
export const canCloseReport = (item: Item, viewer: Viewer) =>
  isPoster(item, viewer) && item.status === 'Lost' && item.isActive && !item.closedAs;

/** Asks how the report ended, with an optional note (docs/product.md#closing-a-lost-report). */
function CloseReportDialog({ item, onClose }: { item: Item; onClose: () => void }) {
  const [reason, setReason] = useState<Reason>('got-it-back');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [close, { isLoading }] = useCloseLostReportMutation();
  const titleId = useId();
  const reasonLabelId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const trimmed = note.trim();
      await close({
        id: item._id,
        body: trimmed ? { reason, note: trimmed } : { reason },
      }).unwrap();
      showToast('Lost report closed.', 'success');
      onClose();
    } catch (err) {
      setError(`Failed to close the report: ${errorReason(err)}`);
    }
  };

  return (
    <Dialog
      open
      onClose={isLoading ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Close this lost report?</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              “{item.title}” ({item.reference}) stops getting match alerts.
            </DialogContentText>
            {error ? <Alert severity="error">{error}</Alert> : null}
            <FormControl>
              <FormLabel id={reasonLabelId}>Why are you closing it?</FormLabel>
              <RadioGroup
                aria-labelledby={reasonLabelId}
                value={reason}
                onChange={(event) => setReason(event.target.value as Reason)}
              >
                <FormControlLabel value="got-it-back" control={<Radio />} label="I got it back" />
                <FormControlLabel
                  value="no-longer-looking"
                  control={<Radio />}
                  label="No longer looking"
                />
              </RadioGroup>
            </FormControl>
            <TextField
              label="Note (optional)"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
              helperText={`${note.length}/${NOTE_MAX}`}
              slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? 'Closing…' : 'Close report'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** "Close report" on the owner's own open Lost report, with its dialog. */
export function CloseReportButton({ item, viewer }: { item: Item; viewer: Viewer }) {
  const [open, setOpen] = useState(false);
  if (!canCloseReport(item, viewer)) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<DoneIcon />} onClick={() => setOpen(true)}>
        Close report
      </Button>
      {open && <CloseReportDialog item={item} onClose={() => setOpen(false)} />}
    </>
  );
}
