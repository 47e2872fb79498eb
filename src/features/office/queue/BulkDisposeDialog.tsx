import { useId, useState } from 'react';
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useBulkDisposeItemsMutation, type QueueItem } from '../../../api/enhancedApi';
import { errorDetails, errorStatus } from '../../../app/apiErrors';
import { failedTo } from '../../../app/errorTexts';
import { showToast } from '../../../app/toasts';
import { FormDialog } from '../../../components/form/FormDialog';
import { NoteField } from '../../../components/form/NoteField';
import { useSubmit } from '../../../components/form/useSubmit';
import { DISPOSAL_METHODS, type DisposalMethod } from '../retention/disposalMethods';
import { LeftOutList } from './LeftOutList';
import { splitDisposal } from './leftOut';
import type { DisposedBatch } from '../retention/DisposalRecordNotice';

type Props = {
  /** The ticked rows. */
  rows: QueueItem[];
  /** `batch`: what was disposed of, for its printable record (docs/product.md#the-keepers-queue). */
  onClose: (disposed: boolean, batch?: DisposedBatch) => void;
};

/** "The 3 selected items", or "2 of the 3 selected items" when some are left out. */
const whatGoes = (going: number, all: number) =>
  going === all
    ? all === 1
      ? 'The selected item'
      : `The ${all} selected items`
    : `${going} of the ${all} selected items`;

/**
 * One method and note for the whole selection (docs/product.md#the-keepers-queue). Only unclaimed
 * Found items in the office's custody go: the others are left out, listed with the reason, and
 * what the server refuses (a user's own post) joins them, so Dispose again takes the rest.
 */
export function BulkDisposeDialog({ rows, onClose }: Props) {
  const [method, setMethod] = useState<DisposalMethod | ''>('');
  const [note, setNote] = useState('');
  const [methodError, setMethodError] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<ReadonlyMap<string, string>>(new Map());
  const [dispose] = useBulkDisposeItemsMutation();
  const methodLabelId = useId();
  const { going, leftOut } = splitDisposal(rows, refused);
  const n = going.length;

  const read = () => {
    if (!method) {
      setMethodError(true);
      return null;
    }
    setError(null);
    const itemIds = going.map((r) => r.item._id);
    const trimmed = note.trim();
    return trimmed ? { itemIds, method, note: trimmed } : { itemIds, method };
  };
  const send = async (body: NonNullable<ReturnType<typeof read>>) => {
    const { message, batchId } = await dispose({ body }).unwrap();
    showToast(message, 'success');
    onClose(true, { batchId, message });
  };
  const fail = (err: unknown) => {
    const details = errorStatus(err) === 409 ? errorDetails(err) : [];
    if (details.length === 0) {
      setError(failedTo('dispose of items', err));
      return;
    }
    setRefused((old) => new Map([...old, ...details.map((d) => [d.field, d.message] as const)]));
    setError(
      'Nothing was disposed of: some items cannot go (listed under Left out). Press Dispose to dispose of the others.',
    );
  };

  const submit = useSubmit(read, send, fail);

  return (
    <FormDialog
      title="Dispose of items"
      form={{ ...submit, error }}
      onCancel={() => onClose(false)}
      submitLabel="Dispose"
      busyLabel="Disposing…"
      submitColor="error"
      submitDisabled={n === 0}
      intro={
        n === 0
          ? 'None of the selected items can be disposed of.'
          : `${whatGoes(n, rows.length)} will be taken off the portal and recorded in ${
              n === 1 ? 'its' : 'each'
            } history. Only unclaimed Found items in the office's custody can go; a user's own post is never disposed of in bulk, as its poster would not be told why. This cannot be undone.`
      }
    >
      <LeftOutList leftOut={leftOut} />
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
        {methodError ? <FormHelperText>Choose how the items left the office</FormHelperText> : null}
      </FormControl>
      <NoteField value={note} onChange={setNote} example="e.g. “to the Red Cross”" />
    </FormDialog>
  );
}
