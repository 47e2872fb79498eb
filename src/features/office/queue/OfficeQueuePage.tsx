import { useCallback, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import {
  useLazyListOfficeQueueQuery,
  useListOfficeDesksQuery,
  useListOfficeQueueQuery,
} from '../../../api/enhancedApi';
import { LoadErrorAlert } from '../../../components/feedback/LoadErrorAlert';
import { LoadingBlock } from '../../../components/feedback/LoadingBlock';
import { PageNumbers } from '../../../components/PageNumbers';
import { PageHeading } from '../../../components/layout/PageHeading';
import { DisposalRecordNotice, type DisposedBatch } from '../retention/DisposalRecordNotice';
import { BulkActions } from './BulkActions';
import { BulkDisposeDialog } from './BulkDisposeDialog';
import { MoveDialog } from './MoveDialog';
import { QueueFilters } from './QueueFilters';
import { QueueList } from './QueueList';
import { QUEUE_PAGE_SIZE } from './queueViews';
import { scannedReference } from './scannedReference';
import { useQueueParams } from './useQueueParams';
import { useQueueSelection } from './useQueueSelection';
import { useSettledText } from './useSettledText';
import type { QueueParams } from './useQueueParams';

/** The queue's request for what the URL holds (the lookup of a scanned reference shares it). */
const queueArgs = (p: QueueParams) => ({
  view: p.view,
  deskId: p.deskId || undefined,
  storage: p.storage.trim() || undefined,
  q: p.q.trim() || undefined,
  page: p.page,
  limit: QUEUE_PAGE_SIZE,
});

/**
 * `/office` (keepers and admins; docs/product.md#the-keepers-queue): the items in the office's
 * custody, one view at a time, with bulk labels, moves and disposals on a selection. The view,
 * filters, search and page live in the URL.
 */
export default function OfficeQueuePage() {
  const navigate = useNavigate();
  const { params, setFilters, setPage } = useQueueParams();
  const { view, deskId, storage, q, page } = params;
  const [storageText, setStorageText] = useSettledText(
    storage,
    useCallback((text: string) => setFilters({ storage: text }), [setFilters]),
  );
  const [searchText, setSearchText] = useSettledText(
    q,
    useCallback((text: string) => setFilters({ q: text }), [setFilters]),
  );
  const [dialog, setDialog] = useState<'move' | 'dispose' | null>(null);
  const [disposed, setDisposed] = useState<DisposedBatch | null>(null);
  const desks = useListOfficeDesksQuery().data?.desks ?? [];
  const args = queueArgs(params);
  const { data, error, isLoading, isFetching, refetch, fulfilledTimeStamp } =
    useListOfficeQueueQuery(args);
  const [lookUp] = useLazyListOfficeQueueQuery();
  const rows = data?.items ?? [];
  const selection = useQueueSelection(JSON.stringify(args), rows);
  const selectedRows = rows.filter((r) => selection.selected.has(r.item._id));

  // Enter in the search box; a label scanner types the reference and presses it.
  const find = async () => {
    const reference = scannedReference(searchText);
    if (!reference) {
      setFilters({ q: searchText.trim() });
      return;
    }
    // A reference names one item, whatever the view: it is looked for in all of them, and the
    // item opens when the office holds exactly it.
    setFilters({ q: reference, view: 'all' });
    const { data: found } = await lookUp(
      queueArgs({ ...params, view: 'all', q: reference, page: 1 }),
      true,
    );
    const only = found?.items.length === 1 ? found.items[0] : undefined;
    if (only?.item.reference.toUpperCase() === reference) void navigate(`/items/${only.item._id}`);
  };

  const closeDialog = (done: boolean, batch?: DisposedBatch) => {
    setDialog(null);
    if (done) selection.clear();
    if (batch) setDisposed(batch);
  };

  return (
    <Box>
      <PageHeading
        title="Office"
        actions={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              component={RouterLink}
              to="/office/intake"
              variant="contained"
              startIcon={<AddIcon />}
            >
              Log a walk-in item
            </Button>
            <Button component={RouterLink} to="/office/import" startIcon={<UploadIcon />}>
              Import a spreadsheet
            </Button>
            <Button component={RouterLink} to="/office/labels" startIcon={<PrintIcon />}>
              Find items to label
            </Button>
          </Stack>
        }
      />
      <QueueFilters
        view={view}
        onView={(next) => setFilters({ view: next })}
        counts={data?.counts}
        desks={desks}
        deskId={deskId}
        onDesk={(next) => setFilters({ deskId: next })}
        storage={storageText}
        onStorage={setStorageText}
        search={searchText}
        onSearch={setSearchText}
        onFind={() => void find()}
      />
      {disposed ? (
        <DisposalRecordNotice batch={disposed} onDismiss={() => setDisposed(null)} />
      ) : null}
      <BulkActions
        selected={selection.ids}
        onMove={() => setDialog('move')}
        onDispose={() => setDialog('dispose')}
        onPrinted={() => {
          // The sheet is done: the ticks go, and "Not labelled" loses those rows.
          selection.clear();
          void refetch();
        }}
      />
      {error ? (
        <LoadErrorAlert
          action="load the queue"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {isLoading ? (
        <LoadingBlock label="Loading the queue" />
      ) : !error && rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {q
            ? `Nothing in the office's custody matches “${q}” in this view.`
            : 'No items in this view.'}
        </Typography>
      ) : rows.length > 0 ? (
        <QueueList
          rows={rows}
          selected={selection.selected}
          asOf={fulfilledTimeStamp}
          onToggle={selection.toggle}
          onToggleAll={selection.toggleAll}
        />
      ) : null}
      <PageNumbers page={page} totalPages={data?.pagination.totalPages ?? 1} onChange={setPage} />
      {dialog === 'move' ? (
        <MoveDialog itemIds={selection.ids} desks={desks} onClose={closeDialog} />
      ) : null}
      {dialog === 'dispose' ? (
        <BulkDisposeDialog rows={selectedRows} onClose={closeDialog} />
      ) : null}
    </Box>
  );
}
