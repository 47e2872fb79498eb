import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { useListDisposalDueQuery, type Item } from '../../../api/enhancedApi';
import { LoadingBlock } from '../../../components/feedback/LoadingBlock';
import { QueryErrorAlert } from '../../../components/feedback/QueryBody';
import { PageNumbers } from '../../../components/PageNumbers';
import { DisposeDialog } from './DisposeDialog';
import { DueItemsTable } from './DueItemsTable';

export const DUE_PAGE_SIZE = 10;

/**
 * `/office` (keepers and admins; docs/product.md#retention): the Found items nobody claimed
 * within their category's retention, oldest first, each with a Dispose dialog.
 */
export default function OfficePage() {
  const [page, setPage] = useState(1);
  const query = useListDisposalDueQuery({ page, limit: DUE_PAGE_SIZE });
  const { data, error, isLoading } = query;
  const [disposing, setDisposing] = useState<Item | null>(null);
  const rows = data?.items ?? [];
  const total = data?.pagination.totalResults ?? 0;
  const totalPages = data?.pagination.totalPages ?? 1;
  const heading = useRef<HTMLHeadingElement>(null);

  const closeDialog = (disposed: boolean) => {
    setDisposing(null);
    // The last row of a later page went: show the page before it.
    if (disposed && rows.length === 1 && page > 1) setPage(page - 1);
    // The row and its button go away: hand focus on to the list's heading (after the dialog
    // has put it back on the button).
    if (disposed) setTimeout(() => heading.current?.focus());
  };

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography variant="h4" component="h1">
          Office
        </Typography>
        <Button component={RouterLink} to="/office/labels" startIcon={<PrintIcon />}>
          Print labels
        </Button>
      </Stack>
      <Typography variant="h5" component="h2" sx={{ mt: 2 }} ref={heading} tabIndex={-1}>
        Due for disposal
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Found items nobody claimed within their category’s retention, oldest first.
        {data && total > 0 ? ` ${total} ${total === 1 ? 'item is' : 'items are'} due.` : null}
      </Typography>
      {error ? <QueryErrorAlert action="load due items" query={query} /> : null}
      {isLoading ? (
        <LoadingBlock label="Loading due items" />
      ) : !error && rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          Nothing is due for disposal.
        </Typography>
      ) : rows.length > 0 ? (
        <DueItemsTable rows={rows} onDispose={setDisposing} />
      ) : null}
      <PageNumbers page={page} totalPages={totalPages} onChange={setPage} />
      {disposing ? <DisposeDialog item={disposing} onClose={closeDialog} /> : null}
    </Box>
  );
}
