import { useEffect, useId, useRef, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useListCategoriesQuery, type ItemStatus } from '../../../api/enhancedApi';

type Props = {
  open: boolean;
  search: string;
  status: ItemStatus | '';
  busy: boolean;
  onSave: (category: string) => void;
  onCancel: () => void;
};

const ANY = '';

/**
 * Confirms what "Alert me" saves: the words and status of the current search, and, since the
 * browse page itself has no category filter, an optional category to narrow it
 * (docs/product.md#saved-searches).
 */
export function AlertMeDialog({ open, search, status, busy, onSave, onCancel }: Props) {
  const titleId = useId();
  const categories = useListCategoriesQuery(undefined, { skip: !open });
  const [category, setCategory] = useState(ANY);
  const saveButton = useRef<HTMLButtonElement>(null);
  // "Save alert" takes the focus once the dialog's focus trap has placed it: Enter, Enter saves
  // the search as it is; Shift+Tab reaches the category.
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => saveButton.current?.focus());
    return () => clearTimeout(timer);
  }, [open]);
  const words = search.trim();
  const summary = [words ? `“${words}”` : 'any words', status || 'Lost or Found'].join(', ');

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Alert me about new items</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          We will notify you (and e-mail you, as your preferences say) when a new item fits:{' '}
          {summary}.
        </DialogContentText>
        <TextField
          select
          fullWidth
          label="Category"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          helperText={categories.isError ? 'Categories could not be loaded.' : ' '}
          disabled={busy}
        >
          <MenuItem value={ANY}>Any category</MenuItem>
          {(categories.data?.categories ?? []).map((c) => (
            <MenuItem key={c._id} value={c._id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          ref={saveButton}
          variant="contained"
          onClick={() => onSave(category)}
          disabled={busy}
        >
          {busy ? 'Saving…' : 'Save alert'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
