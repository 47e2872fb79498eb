import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useDeleteItemMutation, type Item } from '../../api/enhancedApi';
import { showToast } from '../../app/toasts';

/** Confirmation before deleting one of my items ("Failed to delete item: …" is toasted). */
export function DeleteItemDialog({ item, onClose }: { item: Item | null; onClose: () => void }) {
  const [deleteItem, { isLoading }] = useDeleteItemMutation();
  const confirm = async () => {
    if (!item) return;
    try {
      await deleteItem({ id: item._id }).unwrap();
      showToast('Item deleted successfully', 'success');
      onClose();
    } catch {
      // toasted by the error listener
    }
  };
  return (
    <Dialog
      open={!!item}
      onClose={isLoading ? undefined : onClose}
      aria-labelledby="delete-item-title"
    >
      <DialogTitle id="delete-item-title">Delete Item?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Are you sure you want to delete &quot;{item?.title}&quot;? This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={isLoading}>
          {isLoading ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
