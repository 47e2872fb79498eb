import {
  Box,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { daysText, percent } from './statsFormat';
import type { StatsRow } from '../../../api/enhancedApi';

type Row = StatsRow & { key: string; label: string };

/**
 * The figures of each row (a category or a month) as a table; `bars` adds a bar of the return
 * rate beside its number (the number stays the text screen readers get).
 */
export function StatsTable({
  label,
  firstColumn,
  rows,
  bars = false,
}: {
  label: string;
  firstColumn: string;
  rows: Row[];
  bars?: boolean;
}) {
  return (
    <ScrollableTable label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{firstColumn}</TableCell>
            <TableCell align="right">Reported found</TableCell>
            <TableCell align="right">Returned</TableCell>
            <TableCell align="right">Return rate</TableCell>
            <TableCell align="right">Median time to return</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              <TableCell align="right">{row.reported}</TableCell>
              <TableCell align="right">{row.returned}</TableCell>
              <TableCell align="right">
                <Box
                  sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}
                >
                  {bars ? (
                    <LinearProgress
                      variant="determinate"
                      value={Math.round(row.returnRate * 100)}
                      aria-hidden="true"
                      sx={{ width: 80, height: 8, borderRadius: 1 }}
                    />
                  ) : null}
                  {percent(row.returnRate)}
                </Box>
              </TableCell>
              <TableCell align="right">{daysText(row.medianDaysToReturn)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
