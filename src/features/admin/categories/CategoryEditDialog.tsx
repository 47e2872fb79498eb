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
} from '@mui/material';
import { useUpdateCategoryMutation, type Category } from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { failedTo } from '../../../app/errorTexts';
import { CategoryFields, useCategoryFields } from './useCategoryFields';

type Props = { category: Category; onClose: () => void };

/** Edit a category; switching "Active" back on is how a deactivated category returns. */
export function CategoryEditDialog({ category, onClose }: Props) {
  const fields = useCategoryFields({
    name: category.name,
    description: category.description,
    retentionDays: String(category.retentionDays),
  });
  const [isActive, setIsActive] = useState(category.isActive);
  const [error, setError] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateCategoryMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = fields.read();
    if (!values) return;
    try {
      await update({ id: category._id, body: { ...values, isActive } }).unwrap();
      showToast('Category updated', 'success');
      onClose();
    } catch (err) {
      setError(failedTo('update category', err));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-category-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="edit-category-title">Edit category</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error ? <Alert severity="error">{error}</Alert> : null}
            <CategoryFields fields={fields} nameLabel="Name" />
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
