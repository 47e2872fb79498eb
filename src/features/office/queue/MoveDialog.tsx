import { useState, type FormEvent } from 'react';
import { Alert, DialogContentText, MenuItem, Stack, TextField } from '@mui/material';
import { useBulkMoveItemsMutation, type DeskDetail } from '../../../api/enhancedApi';
import { failedTo } from '../../../app/errorTexts';
import { showToast } from '../../../app/toasts';
import { FormDialog } from '../../../components/form/FormDialog';
import { StoragePlaceField } from '../custody/StoragePlaceField';

type Props = {
  itemIds: string[];
  desks: DeskDetail[];
  /** `moved`: the selection moved (the page clears it). */
  onClose: (moved: boolean) => void;
};

/** Moves the selection to a desk and storage place (docs/product.md#the-keepers-queue). */
export function MoveDialog({ itemIds, desks, onClose }: Props) {
  const [deskId, setDeskId] = useState(desks.find((d) => d.mine)?._id ?? desks[0]?._id ?? '');
  const [place, setPlace] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [move, { isLoading }] = useBulkMoveItemsMutation();
  const places = desks.find((d) => d._id === deskId)?.storagePlaces ?? [];
  const n = itemIds.length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!deskId) return;
    setError(null);
    try {
      const trimmed = place.trim();
      const body = trimmed ? { itemIds, deskId, storageLocation: trimmed } : { itemIds, deskId };
      const { message } = await move({ body }).unwrap();
      showToast(message, 'success');
      onClose(true);
    } catch (err) {
      setError(failedTo('move items', err));
    }
  };

  return (
    <FormDialog
      title="Move items"
      busy={isLoading}
      onCancel={() => onClose(false)}
      onSubmit={submit}
      submitLabel="Move"
      busyLabel="Moving…"
      submitDisabled={!deskId}
    >
      <Stack spacing={2}>
        <DialogContentText>
          {n === 1 ? 'The selected item moves' : `The ${n} selected items move`} to this desk; each
          item’s history records the move.
        </DialogContentText>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <TextField
          select
          required
          label="Desk"
          value={deskId}
          onChange={(event) => setDeskId(event.target.value)}
          sx={{ mt: 1 }}
        >
          {desks.map((desk) => (
            <MenuItem key={desk._id} value={desk._id}>
              {desk.name}
            </MenuItem>
          ))}
        </TextField>
        <StoragePlaceField places={places} value={place} onChange={setPlace} />
      </Stack>
    </FormDialog>
  );
}
