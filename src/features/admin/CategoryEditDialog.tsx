import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useUpdateCategoryMutation, type Category } from '../../api/enhancedApi';
import { showToast } from '../../app/toasts';
import { describeError } from './adminConstants';

type Props = { category: Category; onClose: () => void };

/** Edit a category; switching "Active" back on is how a deactivated category returns (SPEC §4). */
export function CategoryEditDialog({ category, onClose }: Props) {
  const [name, setName] = useState(category.name);
  const [description, setDescription] = useState(category.description);
  const [isActive, setIsActive] = useState(category.isActive);
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateCategoryMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError('Category name is required');
      return;
    }
    try {
      await update({
        id: category._id,
        body: { name: name.trim(), description: description.trim(), isActive },
      }).unwrap();
      showToast('Category updated', 'success');
      onClose();
    } catch (err) {
      setError(`Failed to update category: ${describeError(err)}`);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-category-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="edit-category-title">Edit category</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error ? <Alert severity="error">{error}</Alert> : null}
            <TextField
              label="Name"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(null);
              }}
              error={!!nameError}
              helperText={nameError}
              required
            />
            <TextField
              label="Description"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              multiline
              minRows={2}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={isActive}
                  onChange={(event) => setIsActive(event.target.checked)}
                />
              }
              label="Active"
            />
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
