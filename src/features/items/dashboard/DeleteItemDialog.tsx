import { useDeleteItemMutation, type Item } from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

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
    <ConfirmDialog
      open={!!item}
      title="Delete Item?"
      message={`Are you sure you want to delete "${item?.title ?? ''}"? This cannot be undone.`}
      confirmLabel="Delete"
      busy={isLoading}
      busyLabel="Deleting..."
      color="error"
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
