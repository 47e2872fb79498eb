import { Link as RouterLink } from 'react-router-dom';
import { Button, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatDate } from '../../../app/dates';
import { ScrollableTable } from '../../../components/ScrollableTable';
import type { DueItem, Item } from '../../../api/enhancedApi';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

type Props = { rows: DueItem[]; onDispose: (item: Item) => void };

/** The due items: title (a link to the item), reference, category, age, due since, Dispose. */
export function DueItemsTable({ rows, onDispose }: Props) {
  return (
    <ScrollableTable label="Items due for disposal" outlined>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell>Reference</TableCell>
            <TableCell>Category</TableCell>
            <TableCell align="right">Age</TableCell>
            <TableCell>Due since</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ item, ageDays, retentionDays, dueSince }) => (
            <TableRow key={item._id}>
              <TableCell>
                <Link component={RouterLink} to={`/items/${item._id}`}>
                  {item.title}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.reference}</TableCell>
              <TableCell>
                {item.category.name} (kept {days(retentionDays)})
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {days(ageDays)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(dueSince)}</TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  color="error"
                  onClick={() => onDispose(item)}
                  aria-label={`Dispose of ${item.title} (${item.reference})`}
                >
                  Dispose
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
