import { useId, useState, type FormEvent } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useSetItemStorageMutation, type Item } from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { SectionPanel } from '../../../components/SectionPanel';
import { canStore, type Viewer } from './custodyPermissions';

/** The contract's limit for a storage place. */
const MAX_LENGTH = 200;

function StorageForm({ item }: { item: Item }) {
  const saved = item.storageLocation ?? '';
  const [text, setText] = useState(saved);
  const [save, { isLoading }] = useSetItemStorageMutation();
  const unchanged = text.trim() === saved;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { item: stored } = await save({
        id: item._id,
        body: { storageLocation: text.trim() },
      }).unwrap();
      showToast(
        stored.storageLocation ? 'Storage place saved' : 'Storage place cleared',
        'success',
      );
    } catch {
      // "Failed to save storage place: …" comes from the error listener.
    }
  };

  return (
    <Stack component="form" onSubmit={onSubmit} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label="Storage place"
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_LENGTH } }}
        helperText="Where the office keeps it, e.g. Security office, shelf B3. Empty clears it."
        sx={{ flex: 1 }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={isLoading || unchanged}>
          {isLoading ? 'Saving...' : 'Save'}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * Where the office keeps the item (docs/product.md#references-storage-and-custody): the item's
 * keeper and admins edit it; the poster, the claimant and other keepers read it when the server
 * sends it (it never does to anyone else). Nothing renders for items the office does not store.
 */
export function StoragePanel({ item, viewer }: { item: Item; viewer: Viewer }) {
  const headingId = useId();
  const editable = canStore(item, viewer);
  if (!editable && !item.storageLocation) return null;
  return (
    <SectionPanel title="Storage" headingId={headingId} headingGutter>
      {editable ? (
        // A new saved value (after Save or a refetch) starts the form afresh.
        <StorageForm key={item.storageLocation ?? ''} item={item} />
      ) : (
        <Typography>
          Kept at <strong>{item.storageLocation}</strong>
        </Typography>
      )}
    </SectionPanel>
  );
}
