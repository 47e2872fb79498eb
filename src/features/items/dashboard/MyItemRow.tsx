import { Box, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { StatusChip } from '../../../components/StatusChip';
import { ItemPicture } from '../shared/ItemPicture';
import { formatDate } from '../../../app/dates';
import { returnedText } from '../shared/returnedText';
import { closedStateText } from '../details/ClosedState';
import { MyItemControls, RelationChips } from './MyItemControls';
import type { Viewer } from '../shared/itemPermissions';
import type { Item } from '../../../api/enhancedApi';

type Props = { item: Item; viewer: Viewer; onEdit: () => void; onDelete: () => void };

/** One of my items in the list view. */
export function MyItemRow({ item, viewer, onEdit, onDelete }: Props) {
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <ItemPicture
          src={item.thumbnail ?? item.image}
          alt={item.title}
          iconSize="medium"
          sx={{ width: { xs: '100%', md: 120 }, height: 90, flexShrink: 0, borderRadius: 1 }}
        />
        <Stack spacing={0.75} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={`/items/${item._id}`} variant="h6" underline="hover">
              {item.title}
            </Link>
            {item.closedAs?.reason === 'no-longer-looking' ? (
              <Chip size="small" label="Closed" />
            ) : (
              <StatusChip status={item.status} />
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {item.reference} · {item.category.name} · {item.location} · {formatDate(item.createdAt)}
          </Typography>
          {/* A closed Lost report says how it ended (docs/product.md#closing-a-lost-report). */}
          {item.closedAs && (
            <Typography variant="body2" color="text.secondary">
              {closedStateText(item.closedAs)}
            </Typography>
          )}
          {item.claimedByName && (
            <Typography variant="body2" color="text.secondary">
              {returnedText(item) ?? `Claimed by ${item.claimedByName}`}
            </Typography>
          )}
          <RelationChips item={item} viewer={viewer} />
        </Stack>
        <Box sx={{ width: { xs: '100%', md: 340 }, flexShrink: 0 }}>
          <MyItemControls item={item} viewer={viewer} onEdit={onEdit} onDelete={onDelete} />
        </Box>
      </Stack>
    </Paper>
  );
}
