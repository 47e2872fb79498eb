import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import {
  useDeleteDeskMutation,
  useListOfficeDesksQuery,
  type DeskDetail,
} from '../../../api/enhancedApi';
import { ErrorBanner } from '../shared/ErrorBanner';
import { PagedTable, type Column } from '../shared/PagedTable';
import { useQueryErrorBanner } from '../shared/useErrorBanner';
import { useConfirmedRemoval } from '../shared/useConfirmedRemoval';
import { ChipsOrDash } from '../shared/ChipsOrDash';
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

  const deletion = useConfirmedRemoval<DeskDetail>('delete desk', {
    remove: (desk) => remove({ id: desk._id }).unwrap(),
    consequence: (desk) =>
      `"${desk.name}" will no longer be shown to anyone. A desk that still holds items cannot be deleted: move them first.`,
    report,
  });

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
      cell: (desk) => <ChipsOrDash labels={desk.storagePlaces} />,
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
