import { List, Pagination, Paper, Typography } from '@mui/material';
import { LoadingBlock } from './feedback/LoadingBlock';
import { QueryErrorAlert, type QueryState } from './feedback/QueryBody';
import type { ReactNode } from 'react';
import type { FailedAction } from '../app/errorTexts';

type Props<R> = {
  /** The list's accessible name; its spinner is "Loading <name in lower case>". */
  label: string;
  rows: R[];
  renderRow: (row: R) => ReactNode;
  emptyText: string;
  /** The list query's state (RTK Query): a failure shows "Failed to <failedAction>" with Retry. */
  query: QueryState;
  failedAction: FailedAction;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
};

/** A page's list of rows (conversations, notifications): banner, spinner, empty text, pages. */
export function PagedList<R>({
  label,
  rows,
  renderRow,
  emptyText,
  query,
  failedAction,
  page,
  totalPages,
  onPageChange,
}: Props<R>) {
  const { error, isLoading } = query;
  return (
    <>
      {error ? <QueryErrorAlert action={failedAction} query={query} /> : null}
      {isLoading ? (
        <LoadingBlock label={`Loading ${label.toLowerCase()}`} />
      ) : !error && rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      ) : rows.length > 0 ? (
        <Paper variant="outlined">
          <List disablePadding aria-label={label}>
            {rows.map(renderRow)}
          </List>
        </Paper>
      ) : null}
      {totalPages > 1 ? (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={totalPages}
          page={page}
          onChange={(_e, value) => onPageChange(value)}
        />
      ) : null}
    </>
  );
}
