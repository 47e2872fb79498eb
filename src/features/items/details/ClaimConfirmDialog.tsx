import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { Item } from '../../../api/enhancedApi';

type Props = {
  item: Item;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before an immediate claim (a Found item without ownership questions): the claim makes the
 * item Claimed at once, so the claimant hears first what follows (docs/product.md#screens).
 */
export function ClaimConfirmDialog({ item, open, busy, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title="Claim this item?"
      message={`“${item.title}” will be marked Claimed by you. The finder will be told; hand-over needs the code they give you.`}
      confirmLabel="Confirm"
      busy={busy}
      busyLabel="Claiming..."
      color="primary"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
