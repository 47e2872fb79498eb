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
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useDisposeItemMutation, type Item } from '../../../api/enhancedApi';
import { failedTo } from '../../../app/errorTexts';
import { showToast } from '../../../app/toasts';

export type DisposalMethod = 'donated' | 'discarded' | 'transferred';

/** docs/product.md#retention: how an unclaimed item may leave the office. */
export const DISPOSAL_METHODS: { value: DisposalMethod; label: string; hint: string }[] = [
  { value: 'donated', label: 'Donated', hint: 'given to a charity' },
  { value: 'discarded', label: 'Discarded', hint: 'thrown away or recycled' },
  { value: 'transferred', label: 'Transferred', hint: 'e.g. an ID card to the card office' },
];
const NOTE_MAX = 500;

type Props = {
  item: Pick<Item, '_id' | 'title' | 'reference'>;
  /** `disposed`: the item is gone (the caller moves focus on). */
  onClose: (disposed: boolean) => void;
};

/** Asks how the item left the office, with an optional note, before recording its disposal. */
export function DisposeDialog({ item, onClose }: Props) {
  const [method, setMethod] = useState<DisposalMethod | ''>('');
  const [note, setNote] = useState('');
  const [methodError, setMethodError] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dispose, { isLoading }] = useDisposeItemMutation();
  const titleId = useId();
  const methodLabelId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!method) {
      setMethodError(true);
      return;
    }
    setError(null);
    try {
      const trimmed = note.trim();
      await dispose({
        id: item._id,
        body: trimmed ? { method, note: trimmed } : { method },
      }).unwrap();
      showToast(`"${item.title}" disposed of`, 'success');
      onClose(true);
    } catch (err) {
      setError(failedTo('dispose of item', err, { details: true }));
    }
  };

  return (
    <Dialog
      open
      onClose={isLoading ? undefined : () => onClose(false)}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Dispose of item</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              “{item.title}” ({item.reference}) will be taken off the portal and recorded in its
              history. This cannot be undone.
            </DialogContentText>
            {error ? <Alert severity="error">{error}</Alert> : null}
            <FormControl error={methodError} required>
              <FormLabel id={methodLabelId}>Method</FormLabel>
              <RadioGroup
                aria-labelledby={methodLabelId}
                value={method}
                onChange={(event) => {
                  setMethod(event.target.value as DisposalMethod);
                  setMethodError(false);
                }}
              >
                {DISPOSAL_METHODS.map((m) => (
                  <FormControlLabel
                    key={m.value}
                    value={m.value}
                    control={<Radio />}
                    label={`${m.label} (${m.hint})`}
                  />
                ))}
              </RadioGroup>
              {methodError ? (
                <FormHelperText>Choose how the item left the office</FormHelperText>
              ) : null}
            </FormControl>
            <TextField
              label="Note (optional)"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
              helperText={`${note.length}/${NOTE_MAX}, e.g. “to the Red Cross”`}
              slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={isLoading}>
            {isLoading ? 'Disposing…' : 'Dispose'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
