import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { LeftOut } from './leftOut';

/** The items a bulk disposal leaves out, each with its reason in words. */
export function LeftOutList({ leftOut }: { leftOut: LeftOut[] }) {
  if (leftOut.length === 0) return null;
  return (
    <section aria-label="Left out">
      <Typography variant="subtitle2" component="h3">
        Left out ({leftOut.length})
      </Typography>
      <List dense disablePadding>
        {leftOut.map(({ row, why }) => (
          <ListItem key={row.item._id} disableGutters>
            <ListItemText primary={`${row.item.title} (${row.item.reference})`} secondary={why} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
