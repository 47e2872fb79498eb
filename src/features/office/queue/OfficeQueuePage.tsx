import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import {
  useListOfficeDesksQuery,
  useListOfficeQueueQuery,
  type QueueView,
} from '../../../api/enhancedApi';
import { LoadErrorAlert } from '../../../components/feedback/LoadErrorAlert';
import { LoadingBlock } from '../../../components/feedback/LoadingBlock';
import { PageNumbers } from '../../../components/PageNumbers';
import { DisposalRecordNotice, type DisposedBatch } from '../retention/DisposalRecordNotice';
import { BulkActions } from './BulkActions';
import { BulkDisposeDialog } from './BulkDisposeDialog';
import { MoveDialog } from './MoveDialog';
import { QueueFilters } from './QueueFilters';
import { QueueList } from './QueueList';
import { QUEUE_PAGE_SIZE } from './queueViews';

/**
 * `/office` (keepers and admins; docs/product.md#the-keepers-queue): the items in the office's
 * custody, one view at a time, with bulk labels, moves and disposals on a selection.
 */
export default function OfficeQueuePage() {
  const [view, setView] = useState<QueueView>('all');
  const [deskId, setDeskId] = useState('');
  const [storage, setStorage] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<'move' | 'dispose' | null>(null);
  const [disposed, setDisposed] = useState<DisposedBatch | null>(null);
  const desks = useListOfficeDesksQuery().data?.desks ?? [];
  const query = useListOfficeQueueQuery({
    view,
    deskId: deskId || undefined,
    storage: storage.trim() || undefined,
    page,
    limit: QUEUE_PAGE_SIZE,
  });
  const { data, error, isLoading, isFetching, refetch } = query;
  const rows = data?.items ?? [];

  // A new view, filter or page starts with nothing selected: the selection is what one sees.
  const changed =
    <T,>(set: (value: T) => void, keepPage = false) =>
    (value: T) => {
      set(value);
      if (!keepPage) setPage(1);
      setSelected(new Set());
    };
  const toggle = (id: string) =>
    setSelected((old) => {
      const next = new Set(old);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((old) =>
      rows.every((r) => old.has(r.item._id)) ? new Set() : new Set(rows.map((r) => r.item._id)),
    );
  const closeDialog = (done: boolean, batch?: DisposedBatch) => {
    setDialog(null);
    if (done) setSelected(new Set());
    if (batch) setDisposed(batch);
  };

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography variant="h4" component="h1">
          Office
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            component={RouterLink}
            to="/office/intake"
            variant="contained"
            startIcon={<AddIcon />}
          >
            Log a walk-in item
          </Button>
          <Button component={RouterLink} to="/office/labels" startIcon={<PrintIcon />}>
            Find items to label
          </Button>
        </Stack>
      </Stack>
      <QueueFilters
        view={view}
        onView={changed(setView)}
        counts={data?.counts}
        desks={desks}
        deskId={deskId}
        onDesk={changed(setDeskId)}
        storage={storage}
        onStorage={changed(setStorage)}
      />
      {disposed ? (
        <DisposalRecordNotice batch={disposed} onDismiss={() => setDisposed(null)} />
      ) : null}
      <BulkActions
        selected={[...selected]}
        onMove={() => setDialog('move')}
        onDispose={() => setDialog('dispose')}
        onPrinted={() => void refetch()}
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
          No items in this view.
        </Typography>
      ) : rows.length > 0 ? (
        <QueueList rows={rows} selected={selected} onToggle={toggle} onToggleAll={toggleAll} />
      ) : null}
      <PageNumbers
        page={page}
        totalPages={data?.pagination.totalPages ?? 1}
        onChange={changed(setPage, true)}
      />
      {dialog === 'move' ? (
        <MoveDialog itemIds={[...selected]} desks={desks} onClose={closeDialog} />
      ) : null}
      {dialog === 'dispose' ? (
        <BulkDisposeDialog itemIds={[...selected]} onClose={closeDialog} />
      ) : null}
    </Box>
  );
}
