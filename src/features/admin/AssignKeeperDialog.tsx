import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Typography,
} from '@mui/material';
import { useAssignKeeperMutation, useListKeepersQuery, type Item } from '../../api/enhancedApi';
import { showToast } from '../../app/toasts';
import { failedTo } from '../../app/errorTexts';
import { LoadErrorAlert } from '../../components/feedback/LoadErrorAlert';

type Props = { item: Item; onClose: () => void };

/** docs/product.md#admin-console: an admin assigns any keeper to an item; a selection is required. */
export function AssignKeeperDialog({ item, onClose }: Props) {
  const { data, isLoading, error: keepersError } = useListKeepersQuery();
  const [assign, { isLoading: saving }] = useAssignKeeperMutation();
  const [keeperId, setKeeperId] = useState(item.keeperId ?? '');
  const [error, setError] = useState<string | null>(null);
  const keepers = data?.keepers ?? [];

  const submit = async () => {
    const keeper = keepers.find((k) => k._id === keeperId);
    if (!keeper) {
      setError('Please select a keeper');
      return;
    }
    try {
      await assign({
        id: item._id,
        body: { keeperId: keeper._id, keeperName: keeper.name },
      }).unwrap();
      showToast(`${keeper.name} is now the keeper of ${item.title}`, 'success');
      onClose();
    } catch (err) {
      setError(failedTo('assign keeper', err));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="assign-keeper-title">
      <DialogTitle id="assign-keeper-title">Assign keeper</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {item.title} — currently {item.keeperName ?? 'Not Assigned'}
        </Typography>
        {keepersError ? <LoadErrorAlert action="load data" error={keepersError} /> : null}
        <FormControl fullWidth size="small" disabled={isLoading}>
          <InputLabel id="assign-keeper-label">Keeper</InputLabel>
          <Select
            labelId="assign-keeper-label"
            label="Keeper"
            value={keeperId}
            onChange={(event) => {
              setKeeperId(event.target.value);
              setError(null);
            }}
          >
            {keepers.map((keeper) => (
              <MenuItem key={keeper._id} value={keeper._id}>
                {keeper.name} ({keeper.email})
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={saving}>
          Assign
        </Button>
      </DialogActions>
    </Dialog>
  );
}
