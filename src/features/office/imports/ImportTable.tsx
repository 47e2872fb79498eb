import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { ScrollableTable } from '../../../components/ScrollableTable';
import type { ReactNode } from 'react';

type Props = {
  /** The table's caption, shown above it; also names its scrolling region. */
  caption: string;
  head: ReactNode[];
  rows: { key: string | number; cells: ReactNode[] }[];
};

/** A small table of the import screen (sample rows, problems, skips, recent imports). */
export function ImportTable({ caption, head, rows }: Props) {
  return (
    <ScrollableTable label={caption} outlined>
      {/* The caption names the table above it, where a reader starts. */}
      <Table size="small" sx={{ '& caption': { captionSide: 'top' } }}>
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            {head.map((cell, i) => (
              <TableCell key={i}>{cell}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ key, cells }) => (
            <TableRow key={key}>
              {cells.map((cell, i) => (
                <TableCell key={i}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
