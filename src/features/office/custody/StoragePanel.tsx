import { useId, useState, type FormEvent } from 'react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  useListOfficeDesksQuery,
  useSetItemStorageMutation,
  type Item,
} from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { SectionPanel } from '../../../components/SectionPanel';
import { canStore, type Viewer } from './custodyPermissions';
import { StoragePlaceField } from './StoragePlaceField';

/**
 * The desk and the storage place (docs/product.md#desks): the place is picked from the desk's
 * storage places or typed freely; a new desk is sent as `deskId` (the move is recorded).
 */
function StorageForm({ item }: { item: Item }) {
  const saved = item.storageLocation ?? '';
  const savedDesk = item.desk?._id ?? '';
  const [text, setText] = useState(saved);
  const [deskId, setDeskId] = useState(savedDesk);
  const { data } = useListOfficeDesksQuery();
  const [save, { isLoading }] = useSetItemStorageMutation();
  const desks = data?.desks ?? [];
  const places = desks.find((d) => d._id === deskId)?.storagePlaces ?? [];
  const moved = deskId !== '' && deskId !== savedDesk;
  const unchanged = text.trim() === saved && !moved;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { item: stored } = await save({
        id: item._id,
        body: { storageLocation: text.trim(), ...(moved ? { deskId } : {}) },
      }).unwrap();
      showToast(
        moved
          ? `Moved to ${stored.desk?.name ?? 'the desk'}`
          : stored.storageLocation
            ? 'Storage place saved'
            : 'Storage place cleared',
        'success',
      );
    } catch {
      // "Failed to save storage place: …" comes from the error listener.
    }
  };

  return (
    <Stack component="form" onSubmit={onSubmit} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {desks.length ? (
        <TextField
          select
          label="Desk"
          value={deskId}
          onChange={(e) => setDeskId(e.target.value)}
          sx={{ minWidth: 180 }}
        >
          {savedDesk ? null : (
            <MenuItem value="" disabled>
              No desk yet
            </MenuItem>
          )}
          {desks.map((desk) => (
            <MenuItem key={desk._id} value={desk._id}>
              {desk.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <StoragePlaceField
        places={places}
        value={text}
        onChange={setText}
        label="Storage place"
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

/** A Returned or disposed item is on no shelf any more: its last place is the office's record. */
const leftTheOffice = (item: Item) => item.status === 'Returned' || !!item.disposal;

/**
 * Where the office keeps the item (docs/product.md#references-storage-and-custody): the item's
 * keeper and admins edit it; the poster, the claimant and other keepers read it when the server
 * sends it (it never does to anyone else), until the item leaves the office. Nothing renders for
 * items the office does not store.
 */
export function StoragePanel({ item, viewer }: { item: Item; viewer: Viewer }) {
  const headingId = useId();
  const editable = canStore(item, viewer);
  if (!editable && (!item.storageLocation || leftTheOffice(item))) return null;
  return (
    <SectionPanel title="Storage" headingId={headingId} headingGutter>
      {editable ? (
        // A new saved value (after Save or a refetch) starts the form afresh.
        <StorageForm key={`${item.desk?._id ?? ''}|${item.storageLocation ?? ''}`} item={item} />
      ) : (
        <Typography>
          Kept at <strong>{item.storageLocation}</strong>
          {item.desk ? ` (${item.desk.name})` : null}
        </Typography>
      )}
    </SectionPanel>
  );
}
