import { Box } from '@mui/material';
import { DataGrid, type DataGridProps } from '@mui/x-data-grid';

type Row = { _id: string };

/** Tests pass disableVirtualization (jsdom has no layout), so every column renders. */
export type GridTabProps = { disableVirtualization?: boolean };
type Props<R extends Row> = DataGridProps<R> & { exportName: string };

/**
 * The admin grids' common shape: server-controlled (props from useServerGrid), a toolbar with
 * CSV export of the current page only (no client filter: it would filter one page), the
 * loading overlay, and a height that follows the 10 rows.
 */
export function AdminDataGrid<R extends Row>({ exportName, ...props }: Props<R>) {
  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid
        autoHeight
        showToolbar
        disableColumnFilter
        disableRowSelectionOnClick
        getRowId={(row) => row._id}
        slotProps={{
          toolbar: {
            showQuickFilter: false,
            printOptions: { disableToolbarButton: true },
            csvOptions: { fileName: exportName, utf8WithBom: true },
          },
          loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
        }}
        {...props}
      />
    </Box>
  );
}
