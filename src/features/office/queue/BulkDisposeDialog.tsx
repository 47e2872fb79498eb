import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  DialogContentText,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useBulkDisposeItemsMutation } from '../../../api/enhancedApi';
import { failedTo } from '../../../app/errorTexts';
import { showToast } from '../../../app/toasts';
import { FormDialog } from '../../../components/form/FormDialog';
import { DISPOSAL_METHODS, type DisposalMethod } from '../retention/disposalMethods';
import type { DisposedBatch } from '../retention/DisposalRecordNotice';

const NOTE_MAX = 500;

type Props = {
  itemIds: string[];
  /** `batch`: what was disposed of, for its printable record (docs/product.md#the-keepers-queue). */
  onClose: (disposed: boolean, batch?: DisposedBatch) => void;
};

/** One method and note for the whole selection (docs/product.md#the-keepers-queue). */
export function BulkDisposeDialog({ itemIds, onClose }: Props) {
  const [method, setMethod] = useState<DisposalMethod | ''>('');
  const [note, setNote] = useState('');
  const [methodError, setMethodError] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dispose, { isLoading }] = useBulkDisposeItemsMutation();
  const methodLabelId = useId();
  const n = itemIds.length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!method) {
      setMethodError(true);
      return;
    }
    setError(null);
    try {
      const trimmed = note.trim();
      const body = trimmed ? { itemIds, method, note: trimmed } : { itemIds, method };
      const { message, batchId } = await dispose({ body }).unwrap();
      showToast(message, 'success');
      onClose(true, { batchId, message });
    } catch (err) {
      setError(failedTo('dispose of items', err));
    }
  };

  return (
    <FormDialog
      title="Dispose of items"
      busy={isLoading}
      onCancel={() => onClose(false)}
      onSubmit={submit}
      submitLabel="Dispose"
      busyLabel="Disposing…"
      submitColor="error"
    >
      <Stack spacing={2}>
        <DialogContentText>
          {n === 1 ? 'The selected item' : `The ${n} selected items`} will be taken off the portal
          and recorded in {n === 1 ? 'its' : 'each'} history. Only unclaimed Found items can go; if
          one cannot, nothing is disposed of. This cannot be undone.
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
            <FormHelperText>Choose how the items left the office</FormHelperText>
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
    </FormDialog>
  );
}
