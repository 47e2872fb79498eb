import {
  Box,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { TermList } from '../../../components/TermList';
import { daysText, percent } from './statsFormat';
import type { StatsRow } from '../../../api/enhancedApi';

type Row = StatsRow & { key: string; label: string };

const COLUMNS = ['Reported found', 'Returned', 'Return rate', 'Median time to return'] as const;

function RateBar({ rate }: { rate: number }) {
  return (
    <LinearProgress
      variant="determinate"
      value={Math.round(rate * 100)}
      aria-hidden="true"
      sx={{ width: 80, height: 8, borderRadius: 1 }}
    />
  );
}

/**
 * The figures of each row (a category or a month) as a table; `bars` adds a bar of the return
 * rate beside its number (the number stays the text screen readers get). On a phone each row is
 * a stacked block of its four figures, so nothing scrolls sideways (docs/accessibility.md).
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
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (phone) return <StatsList label={label} rows={rows} bars={bars} />;
  return (
    <ScrollableTable label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{firstColumn}</TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column} align="right">
                {column}
              </TableCell>
            ))}
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
                  {bars ? <RateBar rate={row.returnRate} /> : null}
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

/** The rows on a phone: a list of blocks, each the row's name over its four figures. */
function StatsList({ label, rows, bars }: { label: string; rows: Row[]; bars: boolean }) {
  return (
    <Stack component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => {
        const figures = [
          row.reported,
          row.returned,
          percent(row.returnRate),
          daysText(row.medianDaysToReturn),
        ];
        return (
          <Box
            component="li"
            key={row.key}
            sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography component="p" sx={{ fontWeight: 600 }}>
              {row.label}
            </Typography>
            <TermList
              figures
              terms={COLUMNS.map((column, n) => [
                column,
                <>
                  {bars && n === 2 ? <RateBar rate={row.returnRate} /> : null}
                  {figures[n]}
                </>,
              ])}
            />
          </Box>
        );
      })}
    </Stack>
  );
}
