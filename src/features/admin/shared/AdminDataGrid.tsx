import { createContext, useContext, useMemo } from 'react';
import { Box, Tooltip } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { DataGrid, ExportCsv, Toolbar, type DataGridProps } from '@mui/x-data-grid';
import { activateCellControl } from './activateCellControl';
import { AdminSearchBox, type AdminSearch } from './AdminSearchBox';

type Row = { _id: string };

/** Tests pass disableVirtualization (jsdom has no layout), so every column renders. */
export type GridTabProps = { disableVirtualization?: boolean };

type ToolbarSettings = { search?: AdminSearch; exportName: string };

// The toolbar is a slot (a stable component); what changes per render reaches it by context,
// so the search input keeps its focus while the user types.
const ToolbarSettingsContext = createContext<ToolbarSettings>({ exportName: 'export' });

function AdminGridToolbar() {
  const { search, exportName } = useContext(ToolbarSettingsContext);
  return (
    <Toolbar>
      {search ? <AdminSearchBox search={search} sx={{ width: 340, mr: 'auto', my: 0.5 }} /> : null}
      {/* describeChild: the tooltip describes the button; its name stays its visible text. */}
      <Tooltip describeChild title="Download the rows on this page as CSV">
        <ExportCsv
          options={{ fileName: exportName, utf8WithBom: true }}
          size="small"
          startIcon={<FileDownloadOutlinedIcon fontSize="small" />}
        >
          Export CSV
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

type Props<R extends Row> = DataGridProps<R> & ToolbarSettings;

/**
 * The admin grids' common shape: server-controlled (props from useServerGrid), a toolbar with
 * the server-side search and a CSV export of the current page (no client filter: it would only
 * filter one page), the loading overlay, and a height that follows the 10 rows.
 */
export function AdminDataGrid<R extends Row>({ exportName, search, ...props }: Props<R>) {
  const settings = useMemo(() => ({ exportName, search }), [exportName, search]);
  return (
    <ToolbarSettingsContext.Provider value={settings}>
      <Box sx={{ width: '100%' }}>
        <DataGrid
          autoHeight
          showToolbar
          disableColumnFilter
          disableRowSelectionOnClick
          onCellKeyDown={activateCellControl}
          getRowId={(row) => row._id}
          slots={{ toolbar: AdminGridToolbar }}
          slotProps={{
            loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
          }}
          {...props}
        />
      </Box>
    </ToolbarSettingsContext.Provider>
  );
}
