import {
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
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
}: Props<R>) {
  const empty = !!rows && rows.length === 0;
  return (
    <>
      {loading ? <CircularProgress aria-label={loadingLabel} /> : null}
      {empty && emptyText ? <Typography color="text.secondary">{emptyText}</Typography> : null}
      {rows && !(empty && emptyText) ? (
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
