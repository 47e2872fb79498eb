import { Button } from '@mui/material';
import AlertIcon from '@mui/icons-material/NotificationAddOutlined';
import { useCreateSavedSearchMutation, type ItemStatus } from '../../../api/enhancedApi';
import { useAppSelector } from '../../../app/hooks';
import { selectToken } from '../../../app/sessionSlice';
import { showToast } from '../../../app/toasts';
import { SAVED_SEARCH_TEXTS, savedSearchInput } from './savedSearch';

type Props = {
  /** The words in the search box. */
  search: string;
  status: ItemStatus | '';
  /** A category id, on a page that filters by one. */
  category?: string;
};

/**
 * "Alert me": saves the current search so that new items that fit it raise a notification and
 * an e-mail (docs/product.md#matching). Signed-in users only; disabled with nothing to save.
 */
export function AlertMeButton({ search, status, category }: Props) {
  const token = useAppSelector(selectToken);
  const [save, { isLoading }] = useCreateSavedSearchMutation();
  if (!token) return null;
  const input = savedSearchInput({ search, status, category });

  const onClick = async () => {
    if (!input || isLoading) return;
    try {
      await save({ savedSearchInput: input }).unwrap();
      showToast(SAVED_SEARCH_TEXTS.saved, 'success');
    } catch {
      // The 409 (limit) and other failures are toasted by the error listener (errorMessages.ts).
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={<AlertIcon />}
      onClick={onClick}
      // Not disabled while saving: a focused button that disables itself drops focus to <body>.
      disabled={!input}
      sx={{ flexShrink: 0, whiteSpace: 'nowrap', px: 2.5 }}
    >
      Alert me
    </Button>
  );
}
