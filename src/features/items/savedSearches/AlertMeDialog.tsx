import { useEffect, useRef, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useListCategoriesQuery, useListPlacesQuery } from '../../../api/enhancedApi';
import { FormDialog } from '../../../components/form/FormDialog';
import { POSTED_WITHIN_PHRASES, type BrowseFilters } from '../browse/browseFilters';

type Props = {
  open: boolean;
  filters: BrowseFilters;
  busy: boolean;
  onSave: (category: string) => void;
  onCancel: () => void;
};

const ANY = '';

/**
 * Confirms what "Alert me" saves: the words, status, place and posted-within of the current
 * search, and its category, which starts as the browse filter's and can be changed here
 * (docs/product.md#saved-searches).
 */
export function AlertMeDialog({ open, filters, busy, onSave, onCancel }: Props) {
  const categories = useListCategoriesQuery(undefined, { skip: !open });
  const places = useListPlacesQuery(undefined, { skip: !open || !filters.place });
  const [category, setCategory] = useState(filters.category || ANY);
  const saveButton = useRef<HTMLButtonElement>(null);
  // "Save alert" takes the focus once the dialog's focus trap has placed it: Enter, Enter saves
  // the search as it is; Shift+Tab reaches the category.
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => saveButton.current?.focus());
    return () => clearTimeout(timer);
  }, [open]);
  const words = filters.q.trim();
  const placeName = places.data?.places.find((p) => p._id === filters.place)?.name;
  const summary = [
    words ? `“${words}”` : 'any words',
    filters.status || 'Lost or Found',
    filters.place ? `at ${placeName ?? 'the chosen place'}` : '',
    filters.postedWithin ? POSTED_WITHIN_PHRASES[filters.postedWithin] : '',
  ]
    .filter(Boolean)
    .join(', ');
  const known = (categories.data?.categories ?? []).some((c) => c._id === category);

  return (
    <FormDialog
      open={open}
      title="Alert me about new items"
      form={{ onSubmit: () => onSave(category), busy }}
      onCancel={onCancel}
      submitLabel="Save alert"
      busyLabel="Saving…"
      submitRef={saveButton}
      intro={`We will notify you (and e-mail you, as your preferences say) when a new item fits: ${summary}.`}
      maxWidth="xs"
    >
      <TextField
        select
        fullWidth
        label="Category"
        // Until the list has it, the box reads "Any category" rather than a blank.
        value={known ? category : ANY}
        onChange={(e) => setCategory(e.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
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
    </FormDialog>
  );
}
