import { useId } from 'react';
import {
  Alert,
  Box,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import { type ErasureKeptItem, type ErasurePreview } from '../../api/enhancedApi';
import { reason } from '../../app/errorTexts';
import { StatusChip } from '../../components/StatusChip';

/** What blanking writes instead (server/modules/privacy/erasedTexts.ts). */
export const BLANKED_TEXT =
  'Titles become "Item (details removed)", places and closing notes "Removed at the owner\'s request", and their ownership questions are removed. Whoever depends on an item keeps it.';

const itemsText = (n: number) => (n === 1 ? 'this item' : `these ${n} items`);

function KeptItem({ item }: { item: ErasureKeptItem }) {
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 'bold' }}>{item.title}</Typography>
        <StatusChip status={item.status} />
        <Typography variant="body2" color="text.secondary">
          {item.reference}
        </Typography>
      </Stack>
      <Typography variant="body2">Place: {item.location}</Typography>
      {item.questions.length > 0 && (
        <Typography variant="body2">Questions: {item.questions.join(' · ')}</Typography>
      )}
      {item.closingNote && (
        <Typography variant="body2">Closing note: {item.closingNote}</Typography>
      )}
    </Box>
  );
}

/**
 * The erase dialog's "What stays" (docs/product.md#privacy): the person's items someone else
 * depends on, with the text of theirs the erasure keeps on them, and the choice to blank it.
 */
export function ErasureKeptItems({
  preview,
  loading,
  error,
  blank,
  onBlankChange,
}: {
  preview: ErasurePreview | undefined;
  loading: boolean;
  error: unknown;
  blank: boolean;
  onBlankChange: (blank: boolean) => void;
}) {
  const helpId = useId();
  const kept = preview?.keptItems ?? [];
  let body;
  if (loading) {
    body = (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">Checking what stays of their text...</Typography>
      </Stack>
    );
  } else if (error || !preview) {
    body = (
      <Alert severity="warning">
        Could not check what stays: {reason(error)}. Erasing still removes everything listed above.
      </Alert>
    );
  } else if (kept.length === 0) {
    body = (
      <Typography variant="body2" role="status">
        Nothing else names this person: none of their items stays.
      </Typography>
    );
  } else {
    body = (
      <>
        <Typography variant="body2" role="status">
          {kept.length === 1 ? '1 item stays' : `${kept.length} items stay`} because someone else
          depends on {kept.length === 1 ? 'it' : 'them'}. The description and photo go; this text of
          theirs stays:
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1 }}>
          {kept.map((item) => (
            <KeptItem key={item._id} item={item} />
          ))}
        </Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={blank}
              onChange={(e) => onBlankChange(e.target.checked)}
              slotProps={{ input: { 'aria-describedby': helpId } }}
            />
          }
          label={`Also blank the text of ${itemsText(kept.length)}`}
        />
        <Typography id={helpId} variant="body2" color="text.secondary">
          {BLANKED_TEXT}
        </Typography>
      </>
    );
  }
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        What stays
      </Typography>
      {body}
    </Box>
  );
}
