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
 * What follows a claim: on a Found item the finder hands it over; on a Lost report the claimant
 * is the one who has it, and its owner gives them the code when they get it back.
 */
const claimWords = (item: Item) =>
  item.status === 'Lost'
    ? `“${item.title}” will be marked Claimed by you, as the one who has it. Its owner will be told; hand-over needs the code they give you.`
    : `“${item.title}” will be marked Claimed by you. The finder will be told; hand-over needs the code they give you.`;

/**
 * Asks before an immediate claim (any item without ownership questions, a Found item or a Lost
 * report): the claim makes the item Claimed at once, so the claimant hears first what follows
 * (docs/product.md#screens).
 */
export function ClaimConfirmDialog({ item, open, busy, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title="Claim this item?"
      message={claimWords(item)}
      confirmLabel="Confirm"
      busy={busy}
      busyLabel="Claiming..."
      color="primary"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
