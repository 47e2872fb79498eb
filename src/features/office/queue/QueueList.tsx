import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Card,
  CardContent,
  Checkbox,
  Link,
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
import { OverdueChip, overdueEdge } from './OverdueChip';
import { claimsOf, dueOf, isOverdue, labelledOf, whereOf } from './queueRowText';
import type { QueueItem } from '../../../api/enhancedApi';

type Props = {
  rows: QueueItem[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  /** When the rows were read: a row due before then is overdue. */
  asOf?: number;
};

const nameOf = ({ item }: QueueItem) => `${item.title} (${item.reference})`;

/**
 * The queue's page: a table on wide screens, stacked cards on a phone, so every row and its
 * checkbox stay reachable without sideways scrolling (docs/product.md#the-keepers-queue).
 */
export function QueueList({ rows, selected, onToggle, onToggleAll, asOf }: Props) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const overdue = (row: QueueItem) => asOf !== undefined && isOverdue(row, asOf);
  // Past its retention: the date, then the word (docs/product.md#the-keepers-queue).
  const due = (row: QueueItem) => (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      {dueOf(row)}
      {overdue(row) ? <OverdueChip /> : null}
    </Box>
  );
  const all = rows.length > 0 && rows.every((r) => selected.has(r.item._id));
  const some = rows.some((r) => selected.has(r.item._id));
  const selectAll = (
    <Checkbox
      checked={all}
      indeterminate={some && !all}
      onChange={onToggleAll}
      slotProps={{ input: { 'aria-label': 'Select all on this page' } }}
    />
  );
  const pick = (row: QueueItem) => (
    <Checkbox
      checked={selected.has(row.item._id)}
      onChange={() => onToggle(row.item._id)}
      slotProps={{ input: { 'aria-label': `Select ${nameOf(row)}` } }}
    />
  );
  const title = (row: QueueItem) => (
    <Link component={RouterLink} to={`/items/${row.item._id}`}>
      {row.item.title}
    </Link>
  );

  if (narrow) {
    return (
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          {selectAll}
          <Typography variant="body2">Select all on this page</Typography>
        </Box>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <Card
              component="li"
              variant="outlined"
              key={row.item._id}
              sx={overdue(row) ? overdueEdge : undefined}
            >
              <CardContent sx={{ display: 'flex', gap: 1, '&:last-child': { pb: 2 } }}>
                <Box>{pick(row)}</Box>
                <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Typography component="h3" variant="subtitle1">
                    {title(row)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {row.item.reference} · {row.item.status}
                  </Typography>
                  <Typography variant="body2">Kept at: {whereOf(row)}</Typography>
                  <Typography variant="body2">Label: {labelledOf(row)}</Typography>
                  <Typography variant="body2">Claims: {claimsOf(row)}</Typography>
                  <Typography variant="body2" component="div">
                    Due: {due(row)}
                  </Typography>
                </Box>
              </CardContent>
            </Card>
          ))}
        </Stack>
      </Box>
    );
  }
  return (
    <ScrollableTable label="Items in the office's custody" outlined>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">{selectAll}</TableCell>
            <TableCell>Item</TableCell>
            <TableCell>Reference</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Kept at</TableCell>
            <TableCell>Label</TableCell>
            <TableCell>Claims</TableCell>
            <TableCell>Due</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.item._id} selected={selected.has(row.item._id)}>
              {/* The edge on the first cell: browsers draw no shadow on a table row. */}
              <TableCell padding="checkbox" sx={overdue(row) ? overdueEdge : undefined}>
                {pick(row)}
              </TableCell>
              <TableCell>{title(row)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.item.reference}</TableCell>
              <TableCell>{row.item.status}</TableCell>
              <TableCell>{whereOf(row)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{labelledOf(row)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{claimsOf(row)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{due(row)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
