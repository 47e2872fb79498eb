import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useBulkMoveItemsMutation, type DeskDetail } from '../../../api/enhancedApi';
import { failedTo } from '../../../app/errorTexts';
import { showToast } from '../../../app/toasts';

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
  const titleId = useId();
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
    <Dialog
      open
      onClose={isLoading ? undefined : () => onClose(false)}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Move items</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {n === 1 ? 'The selected item moves' : `The ${n} selected items move`} to this desk;
              each item’s history records the move.
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
            <Autocomplete
              freeSolo
              options={places}
              inputValue={place}
              onInputChange={(_event, value) => setPlace(value)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Storage place (optional)"
                  slotProps={{
                    ...params.slotProps,
                    htmlInput: { ...params.slotProps.htmlInput, maxLength: 200 },
                  }}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading || !deskId}>
            {isLoading ? 'Moving…' : 'Move'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
