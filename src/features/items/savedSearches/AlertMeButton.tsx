import { useRef, useState } from 'react';
import { Button } from '@mui/material';
import AlertIcon from '@mui/icons-material/NotificationAddOutlined';
import { useCreateSavedSearchMutation, type ItemStatus } from '../../../api/enhancedApi';
import { useAppSelector } from '../../../app/hooks';
import { selectToken } from '../../../app/sessionSlice';
import { showToast } from '../../../app/toasts';
import { AlertMeDialog } from './AlertMeDialog';
import { SAVED_SEARCH_TEXTS, savedSearchInput } from './savedSearch';

type Props = {
  /** The words in the search box. */
  search: string;
  status: ItemStatus | '';
};

/**
 * "Alert me": saves the current search, with an optional category chosen in a dialog, so that
 * new items that fit it raise a notification and an e-mail (docs/product.md#saved-searches).
 * Signed-in users only; disabled with no words and no status to save.
 */
export function AlertMeButton({ search, status }: Props) {
  const token = useAppSelector(selectToken);
  const [save, { isLoading }] = useCreateSavedSearchMutation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!token) return null;
  const canSave = savedSearchInput({ search, status }) !== null;

  const close = () => {
    setOpen(false);
    setTimeout(() => button.current?.focus());
  };

  const onSave = async (category: string) => {
    const input = savedSearchInput({ search, status, category });
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
        sx={{ flexShrink: 0, whiteSpace: 'nowrap', px: 2.5 }}
      >
        Alert me
      </Button>
      {open && (
        <AlertMeDialog
          open
          search={search}
          status={status}
          busy={isLoading}
          onSave={(category) => void onSave(category)}
          onCancel={close}
        />
      )}
    </>
  );
}
