import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useBulkMoveItemsMutation, type DeskDetail } from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { FormDialog } from '../../../components/form/FormDialog';
import { useSubmitShowingFailure } from '../../../components/form/useSubmitShowingFailure';
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
  const [move] = useBulkMoveItemsMutation();
  const places = desks.find((d) => d._id === deskId)?.storagePlaces ?? [];
  const n = itemIds.length;
  const which = n === 1 ? 'The selected item moves' : `The ${n} selected items move`;
  const read = () => {
    if (!deskId) return null;
    const trimmed = place.trim();
    return trimmed ? { itemIds, deskId, storageLocation: trimmed } : { itemIds, deskId };
  };
  const form = useSubmitShowingFailure(read, 'move items', async (body) => {
    const { message } = await move({ body }).unwrap();
    showToast(message, 'success');
    onClose(true);
  });

  return (
    <FormDialog
      title="Move items"
      form={form}
      onCancel={() => onClose(false)}
      submitLabel="Move"
      busyLabel="Moving…"
      submitDisabled={!deskId}
      intro={`${which} to this desk; each item’s history records the move.`}
    >
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
    </FormDialog>
  );
}
