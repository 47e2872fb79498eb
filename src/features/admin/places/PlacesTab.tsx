import { useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useDeletePlaceMutation, useListPlacesQuery, type Place } from '../../../api/enhancedApi';
import { ErrorBanner } from '../shared/ErrorBanner';
import { PagedTable, type Column } from '../shared/PagedTable';
import { useQueryErrorBanner } from '../shared/useErrorBanner';
import { useConfirmedRemoval } from '../shared/useConfirmedRemoval';
import { ChipsOrDash } from '../shared/ChipsOrDash';
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

  const deletion = useConfirmedRemoval<Place>('delete place', {
    remove: (place) => remove({ id: place._id }).unwrap(),
    consequence: (place) =>
      `"${place.name}" and its aliases will no longer be suggested or counted as one place. Items keep the location they were posted with.`,
    report,
  });

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
      cell: (place) => <ChipsOrDash labels={place.aliases} />,
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
