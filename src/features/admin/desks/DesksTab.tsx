import { useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import {
  useDeleteDeskMutation,
  useListOfficeDesksQuery,
  type DeskDetail,
} from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { ErrorBanner } from '../shared/ErrorBanner';
import { PagedTable, type Column } from '../shared/PagedTable';
import { useQueryErrorBanner } from '../shared/useErrorBanner';
import { useConfirmedAction } from '../shared/useConfirmedAction';
import { EditDeleteActions } from '../shared/EditDeleteActions';
import { DeskDialog } from './DeskDialog';

/**
 * The office's desks (docs/product.md#desks): add, edit, delete (confirmed; refused while items
 * are at the desk); one card per desk on a phone. The campus settings have their own tab.
 */
export default function DesksTab() {
  const { data, error, isFetching } = useListOfficeDesksQuery();
  const [remove, { isLoading: deleting }] = useDeleteDeskMutation();
  // null: closed; 'new': adding; a desk: editing it.
  const [dialog, setDialog] = useState<DeskDetail | 'new' | null>(null);
  const { banner, report } = useQueryErrorBanner(error, 'load desks');

  const deletion = useConfirmedAction<DeskDetail>(
    async (desk) => {
      try {
        await remove({ id: desk._id }).unwrap();
        showToast(`Desk "${desk.name}" deleted`, 'success');
      } catch (err) {
        report('delete desk', err);
      }
    },
    (desk) => ({
      title: 'Delete desk?',
      message: `"${desk.name}" will no longer be shown to anyone. A desk that still holds items cannot be deleted: move them first.`,
      confirmLabel: 'Delete',
    }),
  );

  const columns: Column<DeskDetail>[] = [
    {
      header: 'Desk',
      cell: (desk) => (
        <>
          <Box component="span" sx={{ display: 'block' }}>
            {desk.name}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {desk.place} · {desk.hours} · {desk.contact}
          </Typography>
        </>
      ),
    },
    {
      header: 'Keepers',
      cell: (desk) => desk.keepers.map((k) => k.name).join(', ') || '—',
      hideOnPhone: true,
    },
    {
      header: 'Storage places',
      cell: (desk) =>
        desk.storagePlaces.length ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {desk.storagePlaces.map((place) => (
              <Chip key={place} label={place} size="small" variant="outlined" />
            ))}
          </Box>
        ) : (
          '—'
        ),
      hideOnPhone: true,
    },
    { header: 'Items', cell: (desk) => desk.itemCount, align: 'right' },
    {
      header: 'Actions',
      align: 'right',
      cell: (desk) => (
        <EditDeleteActions
          name={desk.name}
          onEdit={() => setDialog(desk)}
          onDelete={() => deletion.ask(desk)}
          deleting={deleting}
        />
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <ErrorBanner text={banner} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary">
          Everyone sees each desk&apos;s place, hours and contact; keepers also see its storage
          places.
        </Typography>
        <Button variant="contained" onClick={() => setDialog('new')} sx={{ flexShrink: 0 }}>
          Add desk
        </Button>
      </Stack>
      <PagedTable
        label="Desks"
        rows={data?.desks}
        columns={columns}
        loading={isFetching && !data}
        loadingLabel="Loading desks"
        emptyText="No desks yet. Add the counters where items are kept and collected."
        cardsOnPhone
      />
      {deletion.dialog}
      {dialog ? (
        <DeskDialog desk={dialog === 'new' ? null : dialog} onClose={() => setDialog(null)} />
      ) : null}
    </Stack>
  );
}
