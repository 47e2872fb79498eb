import { Box, Typography } from '@mui/material';
import { fieldOfColumn } from './importFields';
import { ImportTable } from './ImportTable';
import type { ImportMapping, ImportPreview } from '../../../api/enhancedApi';

type Props = { columns: string[]; mapping: ImportMapping; sample: ImportPreview['sample'] };

/** The file's first rows as read, each column headed by the field it feeds: the mapping checked. */
export function SampleTable({ columns, mapping, sample }: Props) {
  const head = [
    'Row',
    ...columns.map((name, i) => {
      const field = fieldOfColumn(mapping, i);
      return (
        <Box key={i} component="span" sx={{ display: 'block' }}>
          {name || `Column ${i + 1}`}
          {/* Our own field names break between words: the theme's break-anywhere (for user text)
              would let the table squeeze the column to a letter wide ("Storag e place"). */}
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', overflowWrap: 'normal' }}
          >
            {field ? `→ ${field}` : 'Not imported'}
          </Typography>
        </Box>
      );
    }),
  ];
  return (
    <ImportTable
      caption={`The first ${sample.length === 1 ? 'row' : `${sample.length} rows`} of the file`}
      head={head}
      rows={sample.map(({ row, values }) => ({
        key: row,
        cells: [row, ...columns.map((_, i) => values[i] ?? '')],
      }))}
    />
  );
}
