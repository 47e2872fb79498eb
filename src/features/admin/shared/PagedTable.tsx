import { Fragment } from 'react';
import {
  Box,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
  type SxProps,
  type Theme,
} from '@mui/material';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { PagedFooter } from './PagedFooter';
import type { ReactNode } from 'react';
import type { Pagination } from '../../../api/enhancedApi';

export type Column<R> = {
  header: string;
  cell: (row: R) => ReactNode;
  align?: 'right';
  sx?: SxProps<Theme>;
  /** Left out on a phone, so the columns that matter (and the actions) stay on screen. */
  hideOnPhone?: boolean;
};

const phoneHidden = { display: { xs: 'none', sm: 'table-cell' } } as const;

type Paging = {
  pagination?: Pagination;
  page: number;
  onChange: (page: number) => void;
  /** What the rows are, for "12 entries" and the pager's name. */
  label: string;
};

type Props<R> = {
  /** The table's accessible name. */
  label: string;
  /** Undefined until the first page has loaded. */
  rows: R[] | undefined;
  columns: Column<R>[];
  loading: boolean;
  loadingLabel: string;
  /** Shown instead of an empty table; without it an empty table keeps its header. */
  emptyText?: string;
  paging?: Paging;
  size?: 'small' | 'medium';
  /**
   * On a phone, one stacked card per row (each column's header beside its cell) instead of a
   * table, so nothing needs sideways scrolling (docs/accessibility.md).
   */
  cardsOnPhone?: boolean;
};

/**
 * The admin's plain tables (not DataGrids): a spinner until the first page, an empty text or
 * the rows, and numbered pages under them.
 */
export function PagedTable<R extends { _id: string }>({
  label,
  rows,
  columns,
  loading,
  loadingLabel,
  emptyText,
  paging,
  size = 'small',
  cardsOnPhone = false,
}: Props<R>) {
  const empty = !!rows && rows.length === 0;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const cards = cardsOnPhone && phone;
  return (
    <>
      {loading ? <CircularProgress aria-label={loadingLabel} /> : null}
      {empty && emptyText ? <Typography color="text.secondary">{emptyText}</Typography> : null}
      {rows && !(empty && emptyText) && cards ? (
        <RowCards label={label} rows={rows} columns={columns} />
      ) : null}
      {rows && !(empty && emptyText) && !cards ? (
        <ScrollableTable label={label} outlined>
          <Table size={size} aria-label={label}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell
                    key={column.header}
                    align={column.align}
                    sx={column.hideOnPhone ? phoneHidden : undefined}
                  >
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row._id}>
                  {columns.map((column) => (
                    <TableCell
                      key={column.header}
                      align={column.align}
                      sx={[
                        ...(Array.isArray(column.sx) ? column.sx : [column.sx]),
                        column.hideOnPhone ? phoneHidden : false,
                      ]}
                    >
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollableTable>
      ) : null}
      {paging ? <PagedFooter {...paging} /> : null}
    </>
  );
}

/** The rows on a phone: a list of cards, each a list of the columns' headers and cells. */
function RowCards<R extends { _id: string }>({
  label,
  rows,
  columns,
}: {
  label: string;
  rows: R[];
  columns: Column<R>[];
}) {
  return (
    <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Paper component="li" key={row._id} variant="outlined" sx={{ p: 1.5 }}>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(5.5rem, max-content) minmax(0, 1fr)',
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
            }}
          >
            {columns.map((column) => (
              <Fragment key={column.header}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {column.header}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {column.cell(row)}
                </Typography>
              </Fragment>
            ))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
