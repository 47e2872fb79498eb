import { CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { TermList } from '../../../components/TermList';
import { AdminSearchBox, type AdminSearch } from './AdminSearchBox';
import { PagedFooter } from './PagedFooter';
import type { ReactNode } from 'react';
import type { Pagination } from '../../../api/enhancedApi';

/** One row as a card: its heading line, its facts (term and value) and its actions. */
export type PhoneCard = {
  heading: ReactNode;
  facts: (readonly [string, ReactNode])[];
  actions: ReactNode;
};

type Props<R> = {
  /** The list's accessible name, e.g. "Users". */
  label: string;
  /** What the rows are, for "12 users", the pager's name and "Loading users". */
  noun: string;
  rows: R[] | undefined;
  pagination: Pagination | undefined;
  loading: boolean;
  search: AdminSearch;
  page: number;
  onPage: (page: number) => void;
  emptyText: string;
  card: (row: R) => PhoneCard;
};

/**
 * An admin grid on a phone (docs/product.md#admin-console): the same search, rows, actions and
 * pages as the DataGrid, one stacked card per row, so nothing needs sideways scrolling
 * (docs/accessibility.md).
 */
export function PhoneCards<R extends { _id: string }>({
  label,
  noun,
  rows,
  pagination,
  loading,
  search,
  page,
  onPage,
  emptyText,
  card,
}: Props<R>) {
  return (
    <Stack spacing={1.5}>
      <AdminSearchBox search={search} fullWidth />
      {loading && !rows ? <CircularProgress aria-label={`Loading ${noun}`} /> : null}
      {rows && rows.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : null}
      {rows && rows.length > 0 ? (
        <Stack
          component="ul"
          aria-label={label}
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0, opacity: loading ? 0.6 : 1 }}
        >
          {rows.map((row) => {
            const { heading, facts, actions } = card(row);
            return (
              <Paper component="li" key={row._id} variant="outlined" sx={{ p: 1.5 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  {heading}
                </Stack>
                <TermList terms={facts} sx={{ my: 1 }} />
                <Stack
                  direction="row"
                  sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
                >
                  {actions}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      ) : null}
      <PagedFooter pagination={pagination} page={page} onChange={onPage} label={noun} />
    </Stack>
  );
}
