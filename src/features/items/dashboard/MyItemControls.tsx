import { Box, Button, Chip, Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { GenerateOtpControl, VerifyOtpControl } from '../handover/OtpControls';
import {
  canGenerateOtp,
  canVerifyOtp,
  isClaimant,
  isKeeperOf,
  isPoster,
  type Viewer,
} from '../shared/itemPermissions';
import type { Item } from '../../../api/enhancedApi';

/** How I am related to an item (getMyItems lists what I posted, claimed or keep). */
export function RelationChips({ item, viewer }: { item: Item; viewer: Viewer }) {
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {isPoster(item, viewer) && <Chip size="small" variant="outlined" label="Posted by you" />}
      {isClaimant(item, viewer) && <Chip size="small" variant="outlined" label="Claimed by you" />}
      {isKeeperOf(item, viewer) && <Chip size="small" variant="outlined" label="You keep this" />}
    </Stack>
  );
}

type Props = { item: Item; viewer: Viewer; onEdit: () => void; onDelete: () => void };

/**
 * Per item: edit and delete for the poster; the hand-over for a Claimed item — Generate OTP
 * for the poster or keeper, the code entry for the claimant (who never sees Generate).
 */
export function MyItemControls({ item, viewer, onEdit, onDelete }: Props) {
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      {isPoster(item, viewer) && (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            startIcon={<EditIcon />}
            onClick={onEdit}
            aria-label={`Edit ${item.title}`}
          >
            Edit
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={onDelete}
            aria-label={`Delete ${item.title}`}
          >
            Delete
          </Button>
        </Stack>
      )}
      {canGenerateOtp(item, viewer) && <GenerateOtpControl itemId={item._id} />}
      {canVerifyOtp(item, viewer) && (
        <Box>
          <VerifyOtpControl itemId={item._id} />
        </Box>
      )}
    </Stack>
  );
}
