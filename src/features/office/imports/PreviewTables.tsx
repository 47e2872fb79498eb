import { Typography } from '@mui/material';
import { fieldLabel } from './importFields';
import { ImportTable } from './ImportTable';
import type { ImportPreview } from '../../../api/enhancedApi';

/** The rows that have problems, and those that will be skipped, as the server checked them. */
export function PreviewTables({ preview }: { preview: ImportPreview }) {
  const { problems, skips } = preview;
  // The server lists the first 500 problems; the report has every row.
  const unlisted = preview.import.badRows > new Set(problems.map((p) => p.row)).size;
  return (
    <>
      {problems.length > 0 ? (
        <ImportTable
          caption="Rows with problems"
          head={['Row', 'Field', 'Problem']}
          rows={problems.map((p, i) => ({
            key: `${p.row}-${p.code}-${i}`,
            cells: [p.row, fieldLabel(p.field), p.message],
          }))}
        />
      ) : null}
      {unlisted ? (
        <Typography variant="body2" color="text.secondary">
          Only the first problems are listed; the preview report has every row.
        </Typography>
      ) : null}
      {skips.length > 0 ? (
        <ImportTable
          caption="Rows that will be skipped"
          head={['Row', 'Reason']}
          rows={skips.map((s) => ({ key: s.row, cells: [s.row, s.reason] }))}
        />
      ) : null}
    </>
  );
}
