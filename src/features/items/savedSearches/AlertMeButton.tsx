import { useRef, useState } from 'react';
import { Button } from '@mui/material';
import AlertIcon from '@mui/icons-material/NotificationAddOutlined';
import { useCreateSavedSearchMutation } from '../../../api/enhancedApi';
import { useAppSelector } from '../../../app/hooks';
import { selectToken } from '../../../app/sessionSlice';
import { showToast } from '../../../app/toasts';
import { AlertMeDialog } from './AlertMeDialog';
import { SAVED_SEARCH_TEXTS, savedSearchInput } from './savedSearch';
import type { BrowseFilters } from '../browse/browseFilters';

type Props = {
  /** The browse page's filters, with the words as typed in the search box. */
  filters: BrowseFilters;
  /** "bar": as tall as the browse page's search box; "inline": a button among others. */
  look?: 'bar' | 'inline';
};

/**
 * "Alert me": saves the current search and its filters (the category can still be changed in a
 * dialog), so that new items that fit it raise a notification and an e-mail
 * (docs/product.md#saved-searches). Signed-in users only; disabled with nothing to save.
 */
export function AlertMeButton({ filters, look = 'bar' }: Props) {
  const token = useAppSelector(selectToken);
  const [save, { isLoading }] = useCreateSavedSearchMutation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!token) return null;
  const parts = {
    search: filters.q,
    status: filters.status,
    category: filters.category,
    postedWithin: filters.postedWithin,
    place: filters.place,
  };
  const canSave = savedSearchInput(parts) !== null;

  const close = () => {
    setOpen(false);
    setTimeout(() => button.current?.focus());
  };

  const onSave = async (category: string) => {
    const input = savedSearchInput({ ...parts, category });
    if (!input || isLoading) return;
    try {
      await save({ savedSearchInput: input }).unwrap();
      showToast(SAVED_SEARCH_TEXTS.saved, 'success');
      close();
    } catch {
      // The 409 (limit) and other failures are toasted by the error listener (errorMessages.ts);
      // the dialog stays open so the choice is not lost.
    }
  };

  return (
    <>
      <Button
        ref={button}
        variant="outlined"
        startIcon={<AlertIcon />}
        onClick={() => setOpen(true)}
        disabled={!canSave}
        sx={
          look === 'bar'
            ? { flexShrink: 0, whiteSpace: 'nowrap', px: 2.5, minHeight: 56, width: '100%' }
            : { alignSelf: 'flex-start' }
        }
      >
        Alert me
      </Button>
      {open && (
        <AlertMeDialog
          open
          filters={filters}
          busy={isLoading}
          onSave={(category) => void onSave(category)}
          onCancel={close}
        />
      )}
    </>
  );
}
