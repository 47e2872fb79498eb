import { useState } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useDeletePlaceMutation, useListPlacesQuery, type Place } from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { ErrorBanner } from '../shared/ErrorBanner';
import { PagedTable, type Column } from '../shared/PagedTable';
import { useQueryErrorBanner } from '../shared/useErrorBanner';
import { useConfirmedAction } from '../shared/useConfirmedAction';
import { EditDeleteActions } from '../shared/EditDeleteActions';
import { PlaceCreateForm } from './PlaceCreateForm';
import { PlaceEditDialog } from './PlaceEditDialog';

/**
 * The campus's places and their aliases (docs/product.md#places): add, edit, delete (confirmed).
 * One list, not pages: a campus has at most 500 places and the item forms load them all anyway.
 */
export default function PlacesTab() {
  const { data, error, isFetching } = useListPlacesQuery();
  const [remove, { isLoading: deleting }] = useDeletePlaceMutation();
  const [editing, setEditing] = useState<Place | null>(null);
  const { banner, report } = useQueryErrorBanner(error, 'load places');

  const deletion = useConfirmedAction<Place>(
    async (place) => {
      try {
        await remove({ id: place._id }).unwrap();
        showToast(`Place "${place.name}" deleted`, 'success');
      } catch (err) {
        report('delete place', err);
      }
    },
    (place) => ({
      title: 'Delete place?',
      message: `"${place.name}" and its aliases will no longer be suggested or counted as one place. Items keep the location they were posted with.`,
      confirmLabel: 'Delete',
    }),
  );

  const columns: Column<Place>[] = [
    {
      header: 'Name',
      cell: (place) => (
        <>
          <Box component="span" sx={{ display: 'block' }}>
            {place.name}
          </Box>
          {/* On a phone the aliases sit under the name, so the actions stay on screen. */}
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: { xs: 'block', sm: 'none' } }}
          >
            {place.aliases.join(' · ')}
          </Typography>
        </>
      ),
    },
    {
      header: 'Aliases',
      cell: (place) =>
        place.aliases.length ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {place.aliases.map((alias) => (
              <Chip key={alias} label={alias} size="small" variant="outlined" />
            ))}
          </Box>
        ) : (
          '—'
        ),
      hideOnPhone: true,
    },
    {
      header: 'Actions',
      align: 'right',
      cell: (place) => (
        <EditDeleteActions
          name={place.name}
          onEdit={() => setEditing(place)}
          onDelete={() => deletion.ask(place)}
          deleting={deleting}
        />
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <ErrorBanner text={banner} />
      <PlaceCreateForm onError={report} />
      <Typography variant="body2" color="text.secondary">
        The post and edit forms suggest these places as people type a location (free text is still
        allowed), and matching counts two aliases of one place as the same place.
      </Typography>
      <PagedTable
        label="Places"
        rows={data?.places}
        columns={columns}
        loading={isFetching && !data}
        loadingLabel="Loading places"
        emptyText="No places yet. Add the buildings and areas people name when they post."
      />
      {deletion.dialog}
      {editing ? <PlaceEditDialog place={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
