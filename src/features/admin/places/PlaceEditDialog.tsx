import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useUpdatePlaceMutation, type Place } from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { failedTo } from '../../../app/errorTexts';
import { PlaceFields, usePlaceFields } from './usePlaceFields';

type Props = { place: Place; onClose: () => void };

/** Rename a place and edit its aliases as chips; Save replaces the whole list. */
export function PlaceEditDialog({ place, onClose }: Props) {
  const fields = usePlaceFields({ name: place.name, aliases: place.aliases });
  const [error, setError] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdatePlaceMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = fields.read();
    if (!body) return;
    try {
      await update({ id: place._id, placeInput: body }).unwrap();
      showToast('Place updated', 'success');
      onClose();
    } catch (err) {
      // The server names an alias another place holds (409): the dialog stays open to fix it.
      setError(failedTo('update place', err));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-place-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="edit-place-title">Edit place</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error ? <Alert severity="error">{error}</Alert> : null}
            <PlaceFields fields={fields} nameLabel="Name" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
